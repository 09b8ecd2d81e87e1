/** What other modules may use of this one (docs/decisions/004): import it from here, never from its files. */
export { claimGifts, giftAddress } from './claim';
