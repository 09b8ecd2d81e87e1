import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Play, RotateCcw } from 'lucide-react';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CategoryGroup, CategoryListItem } from '@app/shared/contracts/content';
import type { CreateGameRequest } from '@app/shared/contracts/games';
import { GAME_COST_POINTS, MAX_CATEGORIES_PER_GAME } from '@app/shared/constants';
import { upcomingOccasions } from '@app/shared/occasions/upcoming';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useLanguage } from '@/lib/language';
import { sessionStore, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/cn';
import { errorCodes, lazyZodResolver, useForm } from '@/lib/form';
import { playerToday } from '@/lib/hijri-today';
import { useHydrated } from '@/render/hydration';
import { useHijriOffset } from '@/lib/site';
import { useCreateGame } from '../api/create-game';
import { categoriesKeys, useCategories } from '../api/get-categories';
import { useOwnCategoriesForPlay } from '../api/get-own-categories';
import { useOccasions } from '../api/get-occasions';
import { AuthRequiredDialog } from '../components/auth-required-dialog';
import { CategoryTile } from '../components/category-tile';
import { OccasionBand, type OccasionBandItem } from '../components/occasion-band';
import { GameTypePicker } from '../components/game-type-picker';
import { useNewGameDraft } from '../hooks/use-new-game-draft';
import { useSelectionRefusal } from '../hooks/use-selection-refusal';
import { usePreselectedCategory } from '../hooks/use-preselected-category';
import { ownCategoryImageUrl } from '@app/shared/contracts/own-category-look';
import { readyBoard } from '../utils/ready-board';
import { useMyPass } from '@/lib/my-pass';
import { missingList } from '@/lib/own-category-missing';
import type { OwnCategorySummary, SharedCategorySummary } from '@app/shared/contracts/own-categories';
import { describeCreateGameError, fieldProblem, type CreateGameField } from '../utils/create-game-error';

type FieldError = { field: CreateGameField; message: string };

/** The shared request schema, downloaded when the form is first focused or sent (not with the page). */
const createGameSchema = lazyZodResolver<CreateGameRequest>(() => import('@app/shared/contracts/games').then((contracts) => contracts.createGameRequestSchema));

/** At most this many occasions of the coming week head the page (Rajab's first days hold four). */
const MAX_OCCASIONS_SHOWN = 3;
const GAME_NAME_MAX = 60;

/** The home dashboard (/play): choose categories, name the game and the two teams, create. */

export function PlayScreen() {
  // A shared tile's author line has its text in a catalogue of its own, loaded with the page's.
  const { t } = useTranslation(['play', 'own-play']);
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const { user, isPending: sessionPending } = useSession();
  const categories = useCategories(user?.id ?? null, !sessionPending);
  // A user's own categories: their group when they have any; left out if they cannot be read.
  const own = useOwnCategoriesForPlay(!!user);
  const createGame = useCreateGame();
  const { draft, setDraft, clear } = useNewGameDraft();
  const [authOpen, setAuthOpen] = useState(false);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [exhaustedNow, setExhaustedNow] = useState<ReadonlySet<number>>(new Set());
  const selection = useSelectionRefusal();
  // The calendar arrives with the categories (the server's page holds both), so its band does not
  // push the categories down under a tap; which occasion is near depends on the player's own day,
  // known only in the browser: the band shows once the page is the app's.
  const hydrated = useHydrated();
  const occasions = useOccasions();
  const hijriOffset = useHijriOffset();
  const upcoming = useMemo(
    () => (hydrated && occasions.data ? upcomingOccasions(occasions.data.occasions, playerToday(), hijriOffset).slice(0, MAX_OCCASIONS_SHOWN) : []),
    [hydrated, occasions.data, hijriOffset],
  );
  const nameRef = useRef<HTMLInputElement>(null);
  const team1Ref = useRef<HTMLInputElement>(null);

  const ownCategories = useMemo(() => (user ? (own.data?.categories ?? []) : []), [user, own.data]);
  // Others' categories I opened by a live link: played like mine while the link lives.
  const sharedCategories = useMemo(() => (user ? (own.data?.sharedWithMe ?? []) : []), [user, own.data]);
  const ownById = useMemo(
    () => new Map<number, OwnCategorySummary>([...ownCategories, ...sharedCategories].map((category) => [category.id, category])),
    [ownCategories, sharedCategories],
  );
  const byId = useMemo(() => {
    const map = new Map<number, CategoryListItem>();
    for (const group of categories.data?.groups ?? []) for (const category of group.categories) map.set(category.id, category);
    for (const category of ownById.values()) map.set(category.id, asListItem(category));
    return map;
  }, [categories.data, ownById]);

  // "Play it" on My categories or a shared page: that category comes chosen (if it can be played and there is room).
  const preselect = useCallback(
    (id: number) => {
      const category = byId.get(id);
      const mine = ownById.get(id);
      if (!category || (mine && !mine.playable) || category.remainingGames <= 0) return;
      setDraft((d) => (d.categoryIds.includes(id) || d.categoryIds.length >= MAX_CATEGORIES_PER_GAME ? d : { ...d, categoryIds: [...d.categoryIds, id] }));
    },
    [byId, ownById, setDraft],
  );
  usePreselectedCategory(!sessionPending && !categories.isPending && (!user || (own.isFetched && !own.isFetching)), preselect);

  const ownGroups = [
    { id: 'mine', heading: t('mine.heading'), categories: ownCategories as (OwnCategorySummary | SharedCategorySummary)[] },
    { id: 'shared', heading: t('mine.sharedHeading'), categories: sharedCategories },
  ].filter((group) => group.categories.length > 0);

  const isExhausted = (category: CategoryListItem) => category.remainingGames <= 0 || exhaustedNow.has(category.id);
  const localName = (item: { nameEn: string; nameAr: string }) => (language === 'ar' ? item.nameAr : item.nameEn);
  const selectedIds = draft.categoryIds.filter((id) => {
    const category = byId.get(id);
    return category !== undefined && !isExhausted(category);
  });
  const namedTeams = draft.teamNames.filter((name) => name.trim().length > 0).length;
  // A signed-in user without a point learns it before filling the form, with the way to get one.
  // While a pass is active a new game is free (the server decides; this only says so).
  const pass = useMyPass();
  const outOfPoints = !!user && !pass && user.points < GAME_COST_POINTS;
  const canCreate = selectedIds.length > 0 && namedTeams >= 2 && !outOfPoints && !createGame.isPending && !categories.isFetching;
  // The draft is the form's state; the shared request schema checks it.
  const form = useForm({
    resolver: createGameSchema.resolver,
    values: { name: draft.name, categoryIds: selectedIds, teamNames: draft.teamNames, gameType: draft.gameType },
  });

  if (sessionPending || categories.isPending || occasions.isPending) return <LoadingScreen label={t('loading')} />;
  if (categories.isError) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <AlertTriangle aria-hidden className="size-12 text-danger" />
        <p className="text-lg font-semibold">{t('loadError')}</p>
        <Button onClick={() => void categories.refetch()}>
          <RotateCcw aria-hidden />
          {t('retry')}
        </Button>
      </div>
    );
  }

  const toggle = (category: CategoryListItem) => {
    const mine = ownById.get(category.id);
    if (mine && !mine.playable) return selection.refuse(t('mine.missing', { list: missingList(t, mine.missing) }));
    if (isExhausted(category)) return selection.refuse(t('exhausted'));
    setFieldError(null);
    selection.clear();
    if (selectedIds.includes(category.id)) {
      setDraft((d) => ({ ...d, categoryIds: d.categoryIds.filter((id) => id !== category.id) }));
      return;
    }
    if (selectedIds.length >= MAX_CATEGORIES_PER_GAME) return selection.refuse(t('tooMany'));
    setDraft((d) => ({ ...d, categoryIds: [...selectedIds, category.id] }));
  };

  const occasionItems: OccasionBandItem[] = upcoming.map((item) => {
    const board = readyBoard(item.occasion.categories, categories.data.groups).filter((id) => !exhaustedNow.has(id));
    const chooseBoard = () => {
      const name = localName(item.occasion);
      setFieldError(null);
      setDraft((d) => ({ ...d, categoryIds: board, name: (name.charAt(0).toUpperCase() + name.slice(1)).slice(0, GAME_NAME_MAX) }));
    };
    return { upcoming: item, onChoose: board.length > 0 ? chooseBoard : null };
  });

  const showFieldError = (error: FieldError) => {
    setFieldError(error);
    if (error.field === 'name') nameRef.current?.focus();
    if (error.field === 'teams') team1Ref.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    if (!user) return setAuthOpen(true);
    void form.handleSubmit(create, (errors) => {
      const problem = fieldProblem(errorCodes(errors), t);
      if (problem) showFieldError(problem);
    })(event);
  };

  const create = (input: CreateGameRequest) => {
    if (outOfPoints) return insufficientPoints();
    createGame.mutate(
      input,
      {
        onSuccess: ({ game }) => {
          clear();
          // The board opens next: at the top, clear of the team panels.
          toast.success(t('created'));
          void navigate(`/jeopardy/${game.id}`);
        },
        onError: (error) => {
          const problem = describeCreateGameError(error, t, (id) => {
            const category = byId.get(id);
            return category ? localName(category) : `#${id}`;
          });
          switch (problem.kind) {
            case 'field':
              return showFieldError({ field: problem.field, message: problem.message });
            case 'unauthenticated':
              toast.error(problem.message);
              void sessionStore.load(true);
              return void navigate('/login', { state: { from: location } });
            case 'insufficientPoints':
              void sessionStore.load(true);
              return insufficientPoints();
            case 'categoriesUnavailable':
              setExhaustedNow((set) => new Set([...set, ...problem.exhaustedIds]));
              setDraft((d) => ({ ...d, categoryIds: d.categoryIds.filter((id) => !problem.categoryIds.includes(id)) }));
              void client.invalidateQueries({ queryKey: categoriesKeys.all });
              return toast.error(problem.message);
            case 'other':
              return toast.error(problem.message);
          }
        },
      },
    );
  };

  function insufficientPoints() {
    toast.error(errorMessage('insufficient_points'), { action: { label: t('buyPoints'), onClick: () => void navigate('/store') } });
  }

  const nameError = fieldError?.field === 'name' ? fieldError.message : undefined;
  const showTeamsHint = selectedIds.length > 0 && namedTeams < 2 && !outOfPoints && !selection.refusal;
  const groups: CategoryGroup[] = categories.data.groups.filter((group) => group.categories.length > 0);

  return (
    <form onSubmit={submit} onFocus={createGameSchema.preload} noValidate className="mx-auto flex max-w-7xl flex-col gap-8 pb-28 short:gap-2 short:pb-16" aria-labelledby="new-game-title">
      {occasionItems.length > 0 ? <OccasionBand items={occasionItems} hijriOffset={hijriOffset} /> : null}
      {/* A phone held sideways keeps its height for the categories: the title is for screen readers there. */}
      <header className="flex flex-col gap-1 short:sr-only">
        <h1 id="new-game-title" className="text-3xl font-extrabold text-emerald-dark">
          {t('title')}
        </h1>
        <p className="text-muted">{t('subtitle')}</p>
      </header>

      <section aria-labelledby="categories-heading" className="flex flex-col gap-6 short:gap-2">
        {/* On a short screen the Create bar's counter is the one shown: the first group's heading comes first. */}
        <div className="flex items-center justify-between gap-4 short:sr-only">
          <h2 id="categories-heading" className="text-2xl font-bold">
            {t('categoriesHeading')}
          </h2>
          <SelectionCounter count={selectedIds.length} />
        </div>
        {fieldError?.field === 'categories' ? <FieldMessage id="categories-error" message={fieldError.message} /> : null}
        {ownGroups.map((group) => (
          <section key={group.id} aria-labelledby={`group-${group.id}`} className="flex flex-col gap-3 short:gap-1.5" data-testid={`group-${group.id}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h3 id={`group-${group.id}`} className="text-lg font-bold text-emerald-dark short:text-base">
                {group.heading}
              </h3>
              {group.id === 'mine' ? (
                <Link to="/my-categories" className="text-sm font-semibold text-emerald-dark underline underline-offset-4 hover:text-emerald" data-testid="manage-mine">
                  {t('mine.manage')}
                </Link>
              ) : null}
            </div>
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6 short:grid-cols-3 short:gap-2" data-testid="group-grid">
              {group.categories.map((mine) => {
                const category = byId.get(mine.id)!;
                const index = selectedIds.indexOf(mine.id);
                const ready = 'author' in mine ? t('mine.sharedBy', { author: mine.author }) : t('mine.ready');
                return (
                  <li key={mine.id}>
                    <CategoryTile
                      category={category}
                      name={mine.name}
                      description={mine.description}
                      selectedNumber={index === -1 ? null : index + 1}
                      exhausted={isExhausted(category)}
                      onToggle={() => toggle(category)}
                      own={{
                        lockedLabel: t('mine.notReady'),
                        note: mine.playable ? ready : t('mine.missing', { list: missingList(t, mine.missing) }),
                        author: 'author' in mine ? mine.author : undefined,
                      }}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        {groups.length === 0 ? <p className="rounded-xl bg-white p-6 text-center text-muted">{t('noCategories')}</p> : null}
        {groups.map((group, groupIndex) => (
          <section key={group.slug} aria-labelledby={`group-${group.slug}`} className="flex flex-col gap-3 short:gap-1.5">
            <h3 id={`group-${group.slug}`} className="text-lg font-bold text-emerald-dark short:text-base">
              {group.slug === 'ungrouped' ? t('ungrouped') : localName(group)}
            </h3>
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6 short:grid-cols-3 short:gap-2" data-testid="group-grid">
              {group.categories.map((category, categoryIndex) => {
                const index = selectedIds.indexOf(category.id);
                return (
                  <li key={category.id}>
                    <CategoryTile
                      category={category}
                      name={localName(category)}
                      description={language === 'ar' ? category.descriptionAr : category.descriptionEn}
                      selectedNumber={index === -1 ? null : index + 1}
                      exhausted={isExhausted(category)}
                      onToggle={() => toggle(category)}
                      priority={groupIndex > 0 ? undefined : categoryIndex === 0 ? 'high' : 'eager'}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </section>

      <section aria-labelledby="details-heading" className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm">
        <h2 id="details-heading" className="text-2xl font-bold">
          {t('detailsHeading')}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          <FormField id="game-name" label={t('gameName')} error={nameError}>
            <Input
              {...fieldProps('game-name', { error: nameError })}
              ref={nameRef}
              value={draft.name}
              placeholder={t('gameNamePlaceholder')}
              maxLength={GAME_NAME_MAX}
              dir="auto"
              autoComplete="off"
              onChange={(event) => {
                setFieldError(null);
                setDraft((d) => ({ ...d, name: event.target.value }));
              }}
            />
          </FormField>
          {([0, 1] as const).map((index) => {
            const id = `team-${index + 1}`;
            const error = fieldError?.field === 'teams' && index === 0 ? fieldError.message : undefined;
            return (
              <FormField key={index} id={id} label={t(index === 0 ? 'team1' : 'team2')} error={error}>
                <Input
                  {...fieldProps(id, { error })}
                  aria-invalid={fieldError?.field === 'teams' && !draft.teamNames[index].trim() ? true : undefined}
                  ref={index === 0 ? team1Ref : undefined}
                  value={draft.teamNames[index]}
                  placeholder={t(index === 0 ? 'team1Placeholder' : 'team2Placeholder')}
                  maxLength={40}
                  dir="auto"
                  autoComplete="off"
                  onChange={(event) => {
                    setFieldError(null);
                    setDraft((d) => {
                      const teamNames: [string, string] = [...d.teamNames];
                      teamNames[index] = event.target.value;
                      return { ...d, teamNames };
                    });
                  }}
                />
              </FormField>
            );
          })}
        </div>
        <GameTypePicker value={draft.gameType} onChange={(gameType) => setDraft((d) => ({ ...d, gameType }))} />
      </section>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-4 border-t border-emerald/15 bg-ivory/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6 short:flex-nowrap short:py-1.5" data-testid="create-bar">
        <SelectionCounter count={selectedIds.length} />
        {outOfPoints ? (
          <p className="flex flex-wrap items-center gap-x-3 text-sm font-semibold text-danger" role="status" data-testid="no-points-notice">
            {t('noPoints')}
            <Link to="/store" className="text-emerald-dark underline underline-offset-4 hover:text-emerald" data-testid="get-points">
              {t('buyPoints')}
            </Link>
          </p>
        ) : (
          // On a short screen the bar stays one row: the hint below, when shown, takes the cost's place.
          <p className={cn('text-sm text-muted', (showTeamsHint || selection.refusal) && 'short:hidden')} data-testid="game-cost">
            {pass ? t('freeWithPass') : t('cost')}
            {user ? <> {t(pass ? 'balanceKept' : 'balance', { count: user.points })}</> : null}
          </p>
        )}
        {/* Categories chosen but Create still off: say why instead of leaving the host to guess. */}
        {selection.refusal ? (
          <p className="ms-auto text-sm font-semibold text-danger" role="alert" data-testid="selection-refused">
            {selection.refusal}
          </p>
        ) : null}
        {showTeamsHint ? (
          <p className="ms-auto text-sm font-semibold text-danger" role="status" data-testid="create-hint">
            {t('nameTeamsHint')}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="ms-auto min-w-48 short:h-11 short:min-w-0" disabled={!canCreate} data-testid="create-game">
          <Play aria-hidden className="flip-rtl" />
          {createGame.isPending ? t('creating') : t('create')}
        </Button>
      </div>

      <AuthRequiredDialog open={authOpen} onOpenChange={setAuthOpen} />
    </form>
  );
}

function SelectionCounter({ count }: { count: number }) {
  const { t } = useTranslation('play');
  return (
    <p
      aria-label={t('counterLabel', { count, max: MAX_CATEGORIES_PER_GAME })}
      data-testid="selection-counter"
      className={cn(
        'rounded-full px-4 py-1 text-lg font-bold',
        count === MAX_CATEGORIES_PER_GAME ? 'bg-gold text-night' : 'bg-emerald/10 text-emerald-dark',
      )}
    >
      <bdi>{t('counter', { count, max: MAX_CATEGORIES_PER_GAME })}</bdi>
    </p>
  );
}

function FieldMessage({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="alert" className="text-sm font-semibold text-danger">
      {message}
    </p>
  );
}

/** An own category as a tile and the selection see it: its picture if it has one (else its first letter); ready or not, never used up. */
function asListItem(category: OwnCategorySummary): CategoryListItem {
  return {
    id: category.id,
    slug: `mine-${category.id}`,
    nameEn: category.name,
    nameAr: category.name,
    descriptionEn: category.description,
    descriptionAr: category.description,
    imageUrl: ownCategoryImageUrl(category.icon ?? null),
    remainingGames: category.playable ? 1 : 0,
  };
}

export { PlayScreen as Component };
