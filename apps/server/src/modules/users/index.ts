/** What other modules may use of this one (docs/decisions/004): import it from here, never from its files. */
export { grantOperatorRole, listedAccountsToClaim, listOperators, removeOperatorRole, removeRolesGrantedBy, type GrantHow } from './operator-role';
export { toProfile, toSessionUser } from './session-user';
