/** What other modules may use of this one (docs/decisions/004): import it from here, never from its files. Who is signed in is core/session's. */
export { offerOperatorPassword } from './operator-password';
