import { describe, expectTypeOf, it } from 'vitest';
import type { Difficulty, Language } from '@app/shared/constants';
import type { FeedbackStatus } from '@app/shared/contracts/admin';
import type { FeedbackPriority, FeedbackType } from '@app/shared/contracts/feedback';
import type { OwnCategoryLanguage } from '@app/shared/contracts/own-categories';
import type { GameState } from '@app/shared/game/state';
import type { OccasionKind } from '@app/shared/occasions/calendar';
import type { CouponKind, CouponStatus, RefundStatus, TransactionStatus } from '@app/shared/payment-constants';
import type { PresenceState } from '@app/shared/presence';
import type { SuggestionStatus } from '@app/shared/contracts/suggestions';
import type { coupons, games, messages, occasions, ownCategories, ownQuestions, presence, questionSuggestions, questions, refunds, transactions, users } from './index';

/** Checked by the typecheck: a row read from the database carries the shared types, so no reader narrows by hand. */
describe('the columns with a closed set of values', () => {
  it('are typed with the shared unions', () => {
    expectTypeOf<(typeof users.$inferSelect)['preferredLanguage']>().toEqualTypeOf<Language>();
    expectTypeOf<(typeof presence.$inferSelect)['state']>().toEqualTypeOf<PresenceState>();
    expectTypeOf<(typeof questions.$inferSelect)['difficulty']>().toEqualTypeOf<Difficulty>();
    expectTypeOf<(typeof ownQuestions.$inferSelect)['difficulty']>().toEqualTypeOf<Difficulty>();
    expectTypeOf<(typeof ownCategories.$inferSelect)['language']>().toEqualTypeOf<OwnCategoryLanguage>();
    expectTypeOf<(typeof transactions.$inferSelect)['status']>().toEqualTypeOf<TransactionStatus>();
    expectTypeOf<(typeof refunds.$inferSelect)['status']>().toEqualTypeOf<RefundStatus>();
    expectTypeOf<(typeof coupons.$inferSelect)['kind']>().toEqualTypeOf<CouponKind>();
    expectTypeOf<(typeof coupons.$inferSelect)['status']>().toEqualTypeOf<CouponStatus>();
    expectTypeOf<(typeof messages.$inferSelect)['type']>().toEqualTypeOf<FeedbackType>();
    expectTypeOf<(typeof messages.$inferSelect)['priority']>().toEqualTypeOf<FeedbackPriority>();
    expectTypeOf<(typeof messages.$inferSelect)['status']>().toEqualTypeOf<FeedbackStatus>();
    expectTypeOf<(typeof occasions.$inferSelect)['kind']>().toEqualTypeOf<OccasionKind | null>();
    expectTypeOf<(typeof games.$inferSelect)['state']>().toEqualTypeOf<GameState>();
    expectTypeOf<(typeof questionSuggestions.$inferSelect)['status']>().toEqualTypeOf<SuggestionStatus>();
    expectTypeOf<(typeof questionSuggestions.$inferSelect)['difficulty']>().toEqualTypeOf<Difficulty>();
    expectTypeOf<(typeof questionSuggestions.$inferSelect)['language']>().toEqualTypeOf<OwnCategoryLanguage>();
  });
});
