/** Sign-in, sign-up, password recovery and e-mail confirmation. Other code uses the feature only through what is exported here. */
export { resetTokenKey } from './api/reset-password';
