/** The player's profile (/profile). Other code uses the feature only through what is exported here. */
export { profileKey } from './api/get-profile';
