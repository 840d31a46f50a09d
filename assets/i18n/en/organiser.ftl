# ccdesk's organiser panes (the admin and the adjudication pane) in English:
# the catalogue every other language follows (same keys; i18n.rs tests it).

## The admin pane: its competition, season and division lines

admin-no-competition = No team competition in this project.
admin-start-competition = start a competition…
admin-start-competition-hint = its name, the Organiser and the first season with the seed's dates (C03, C04, C09-C11, C16, C19, C24, C25)
admin-no-season = The competition has no season yet.
admin-champions-and = and
admin-champions = Champions { $season }: { $champions } (C31) · every trophy (C30)
admin-no-divisions = This season has no divisions yet.
admin-division-label = division
admin-division-title =
    { $name } ({ $teams ->
        [one] { $teams } team
       *[other] { $teams } teams
    }, { $boards ->
        [one] { $boards } board
       *[other] { $boards } boards
    })
admin-new-division = new division…
admin-new-division-hint = add a division to this season: its name and boards per team (C05)
admin-season-label = Season
admin-season-current = { $name } (current)
admin-season-choice-hint = an earlier season is shown as it stood: its teams, pairings, games, results, standings, crosstable, calendar and fees, and their exports; nothing in it can be changed
admin-season-read-only = Season { $name } as it stood: read only. Changes are made in the current season.
admin-season-back = back to { $name }
admin-season-back-hint = show the current season again
admin-earlier-season-unchanged = Season { $season } is shown as it stood: nothing in it can be changed; choose the current season to make changes.

## The admin pane's tabs

admin-tab-teams = Teams ({ $n })
admin-tab-pairings = Pairings ({ $n })
admin-tab-games = Games ({ $n })
admin-tab-results = Results
admin-tab-standings = Standings
admin-tab-crosstable = Crosstable
admin-tab-deductions = Deductions
admin-tab-calendar = Calendar
admin-tab-fees = Fees
admin-tabs-more = more ▾
admin-tabs-more-hint = the tabs that do not fit in the pane's width
admin-games-list = Division games

## Calendar buttons

admin-change-dates = change dates…
admin-change-dates-hint = the season's dates (C09-C11, C16, C19, C24, C25)
admin-organiser = organiser…
admin-organiser-hint = the Organiser's name and postal address, where the captains write (C03, C23, P12)
admin-next-season = next season…
admin-next-season-hint = champions recorded, two up and two down from the final tables, which you may change (C31, C32)

## Teams

admin-no-teams = No teams yet.
admin-add-team = add team…
admin-add-team-hint = a team of a company, its players in board order, strongest first (C14)
admin-replace-player = replace a player…
admin-replace-player-hint = a replacement approved by the Organiser takes over a board and its unfinished games (C20)
admin-labels-pdf = address labels as PDF…
admin-labels-pdf-hint = A4 sheets of labels (3 × 7) for the division's representatives and captains, the organiser's post (C10, C11, C16): ccdesk labels
admin-edit-division = edit division…
admin-edit-division-hint = its name, and its boards before it is paired (C05)
admin-late-entry = entry
admin-late-team-form = team form
admin-late-of = of { $company }
admin-team-expelled = ✖ expelled (C09)
admin-team-ineligible = ✖ ineligible
admin-team-check = ⚠ check
admin-team-hint = the company's details: representative, contact, Club members (C06, C10); right-click to remove the team
admin-remove-team = remove team
admin-captain = (captain)
admin-board-player = board { $board }: { $player }
admin-player-hint = the player's details: email, correspondence address (C16, C22), employment (C12, C13), rating (C14); right-click to change his board or team
admin-breach = breach: { $ruling }
admin-approved = approved
admin-approved-hint = record the Committee's approval of this combined team, dated { $day } (the date above) (C07)
admin-teams-list = Teams
admin-board-up = up to board { $board }
admin-board-down = down to board { $board }
admin-move-to-team = move to team
admin-move-to-team-board = { $team } (board { $board })
admin-take-off-team = take off the team

## Standings and crosstable

tables-export = export…
tables-standings-html = standings as HTML…
tables-standings-csv = standings as CSV…
tables-crosstable-html = crosstable as HTML…
tables-crosstable-csv = crosstable as CSV…
tables-standings-pdf = standings as PDF…
tables-crosstable-pdf = crosstable as PDF…
tables-standings-order = Game points, then board count, then board elimination (C29, C30).
tables-place = place
tables-place-hint = shared by teams level after every tie-break (C30)
tables-team = team
tables-team-hint = hover a team for its working
tables-game-points = game points
tables-game-points-hint = 1 a win, ½ a draw, less deductions (C29)
tables-board-count = board count
tables-board-count-hint = own board for a win, half for a draw; lower is better (C30)
tables-tiebreak = tie-break
tables-tiebreak-hint = what decided the place against the teams level on points
tables-working = working
tables-crosstable-cell = Each cell: the row team's game points against the column team (boards).
tables-points = points
tables-board-by-board = { $letter } { $team }: board by board
tables-encounter = board { $board }: { $player } v { $opponent } ({ $team }, board { $opponent_board }): white { $white }, black { $black }

## Pairings

pairings-seed = seed
pairings-seed-hint = a number
pairings-generate = generate pairings
pairings-generate-hint = draw lots for the team letters with this seed (recorded, repeatable), pair by the Hutton table and create two games per pairing (C17)
pairings-seed-not-number = type a whole number as the seed of the draw
pairings-same-company-draw = These pairings would pair teams of one company (C06): { $teams }.
pairings-pair-anyway = pair them anyway
pairings-pair-anyway-hint = pair the division as shown, teams of one company included
pairings-cancel = cancel
pairings-cancel-hint = leave the pairings as they are: draw again or change the table
pairings-seed-drawn = Lots drawn with seed { $seed }.
pairings-none = Not paired yet.
pairings-list-pdf = pairing list as PDF…
pairings-list-pdf-hint = for the captains: names, teams, boards, colours and the opponents' correspondence addresses (C16, C17)
pairings-list-csv = pairing list as CSV…
pairings-list-csv-hint = the same list as a spreadsheet, the columns of ccdesk pairings (C16)
pairings-same-company = Teams of one company: { $teams }.
pairings-versus = v
pairings-at-difference =
    { $pairings } at difference { $difference }
pairings-board-differences = Board differences: { $differences }.
pairings-meetings = meetings between teams

## Calendar

calendar-due =
    Due and overdue as of { $today } ({ $n ->
        [one] { $n } item
       *[other] { $n } items
    })
calendar-dates = Entries { $entries }, forms { $forms }, pairings { $pairings }, play { $starts } to { $closes }, submissions { $submissions }, fees due { $fees }.
calendar-overdue = (overdue)
calendar-steps-dated = steps dated:
calendar-steps-dated-hint = the day a step below happened: today unless you key one late (the entry, form, list, reminder or expulsion keeps this date)
calendar-late = Recorded after their deadline ({ $n })

## Fees

fees-rates = Subscription { $subscription } a member, minimum entry fee { $minimum } (C08); claim { $claim } and appeal { $appeal } not upheld (C28).
fees-no-company = No company has entered a team yet.
fees-company = company
fees-entry = entry
fees-adjudication = adjudication
fees-arrears = arrears
fees-paid = paid
fees-balance = balance
fees-subscriptions = subscriptions { $amount } (C08)
fees-not-upheld =
    { $claims ->
        [one] { $claims } claim
       *[other] { $claims } claims
    } and { $appeals ->
        [one] { $appeals } appeal
       *[other] { $appeals } appeals
    } not upheld (C28)
fees-arrears-hint = owed at the end of the season before, carried once

## Results

results-loss-to-both = loss to both
results-annulled = annulled
results-by = { $score } by { $ending }
results-choose-result = choose the result
results-choose-ending = choose how the game ended
results-type-received = type the day the report arrived, as YYYY-MM-DD
results-disputed = disputed (C37)
results-one-captain = { $score } (one captain, C23)
results-no-games = No games yet: generate the pairings first.
results-as-they-stood = The results as they stood at the end of the season.
results-choose-game = Choose a game below to enter its result.
results-game = game
results-result = result
results-disputed-hint = the captains disagree: the Organiser decides (C23, C37)
results-captain-of = the captain of { $team }
results-the-organiser = the organiser
results-reported-by = reported by
results-result-label = result:
results-loss-to-both-hint = both sides scored lost (C25, E12.3)
results-annulled-hint = counts for nobody (E9.1)
results-as-reported-hint = the result as reported (C23)
results-how-it-ended = how it ended:
results-received-on = report received on
results-today = today
results-today-hint = the report arrived today
results-last-move-day = last move's day ({ $day })
results-last-move-day-hint = the day of the game's last recorded move
results-record = record the report
results-reported-on = { $result } reported on { $day }
results-report-line = { $day }: { $who } reported { $result }
results-captains-disagree = The captains disagree: the game counts nothing until the Organiser decides (C23, C37).
results-only-one-captain = Only one captain reported: { $score } stands (C23).

## Deductions

deductions-rule-c15 = C15: not played in order of strength
deductions-rule-c21 = C21: ineligible player
deductions-rule-e13 = E13.1: other penalty
deductions-choose-team = choose the team penalised
deductions-points-range = game points: from ½ to 4 per player concerned (C15, C21), such as 2 or 1.5
deductions-give-reason = give the reason: it is shown with the standings
deductions-not-a-date = { $field }: a date (YYYY-MM-DD)
deductions-committee-decided = Committee decided
deductions-taken-out-on = taken out on
deductions-company-notified = company notified
deductions-company-notified-hint = the day the company was told of the deduction
deductions-appeal-received = appeal received
deductions-appeal-received-hint = in writing to the Chairman, within 7 days of the notice (C38)
deductions-withdraw-title = Withdraw the { $points }-point deduction from { $team } ({ $rule }, decided { $decided })
deductions-appeal-upheld = appeal upheld by the Committee (C38)
deductions-in-error = entered in error
deductions-withdraw-button = withdraw deduction
deductions-intro = Game points taken from a team: up to 4 per player concerned, with the reason (C15, C21).
deductions-team = team penalised
deductions-choose = choose…
deductions-player = player concerned
deductions-none-named = none named
deductions-up-to-4 = up to 4
deductions-rule = rule
deductions-reason = reason
deductions-reason-hint = shown with the standings
deductions-decided = decided
deductions-decided-hint = the date of the decision: an appeal is due within 7 days (C38)
deductions-deduct = deduct game points
deductions-none = No deductions in this division.
deductions-col-team = team
deductions-col-player = player
deductions-deducted = deducted
deductions-why = why
deductions-withdraw = withdraw
deductions-withdraw-hint = the Committee upheld an appeal (C38), or it was entered in error
deductions-withdrawn = Withdrawn: they count for nothing
deductions-col-withdrawn = withdrawn

## Fees and payments

payments-subscription = subscription a member
payments-minimum-fee = minimum entry fee
payments-claim-fee = claim not upheld
payments-appeal-fee = appeal not upheld
payments-not-an-amount = { $field }: an amount such as 12.50
payments-choose-company = choose the company that paid
payments-amount-more = amount: more than nothing, such as 25.00
payments-received = received
payments-set-fees-title = set the season's fees
payments-set-fees = set fees
payments-from = payment from
payments-amount = amount
payments-note = note
payments-record = record payment
payments-list = payments received ({ $n })
payments-remove = remove
payments-remove-hint = a payment entered by mistake

## The adjudication pane: the season's dates, the cases list and its filters

adjudication-select-case = Select a case (or a game) to see its adjudication.
adjudication-apply = Apply
adjudication-cancel = Cancel
adjudication-season = Season { $season }: play closes { $closes } (C19); claims due { $claims } (C24); none by { $both }: loss to both (C25). Today is { $today }.
adjudication-open-cases = open cases at close of play
adjudication-open-cases-hint = C19: every unfinished game of the season gets a case ({ $n } now)
adjudication-play-closes-on = play closes on { $day }
adjudication-every-game-has-case = every unfinished game has its case
adjudication-apply-defaults = apply C25 defaults ({ $n })
adjudication-apply-defaults-hint = C25: a side that did not claim within 7 more days loses to the claim of the side that did; no claim from either by the both-default day: loss to both
adjudication-no-competition = No team competition: cases are opened game by game under the email rules (E10). Today is { $today }.
adjudication-filter-season = season
adjudication-any-season = any season
adjudication-filter-state = state
adjudication-any-state = any state
adjudication-filter-division = division
adjudication-any-division = any division
adjudication-filter-team = team
adjudication-any-team = any team
adjudication-due-within =
    due within { $days ->
        [one] { $days } day
       *[other] { $days } days
    }
adjudication-any-deadline = any deadline
adjudication-overdue = overdue
adjudication-filter-deadline = deadline
adjudication-days = days
adjudication-search = search cases
adjudication-search-hint = game id, player or team
adjudication-clear-filters = clear filters
adjudication-no-cases = No adjudication cases.
adjudication-no-match = No case matches the filters.
adjudication-col-case = case
adjudication-col-where = where
adjudication-col-state = state
adjudication-col-deadline = next deadline
adjudication-col-due-from = due from
adjudication-print = Print
adjudication-this-game = this game
adjudication-every-case-of = every case of { $division }
adjudication-packets-wait = { $check }; the packets wait for it
adjudication-print-captain = print captain's submission…
adjudication-print-captain-hint = C24: score and two diagrams per game, black pieces ringed; the claims on separate sheets
adjudication-print-adjudicator = print adjudicator's packet…
adjudication-print-adjudicator-hint = C26: the positions without the claims; a third adjudicator also gets the first two views

## Dialogs: divisions and teams

admin-cancel = cancel
forms-no-division = there is no division { $division }
forms-boards-fixed = { $division } is paired on { $boards } boards: its boards change only before pairing (C05)
forms-give-name = give the division a name
forms-boards-number = boards: a whole number from 1 (C05)
forms-new-division = New division
forms-division-example = Division 1
forms-name = name
forms-boards = boards
forms-boards-hint = per team (C05)
forms-add-division = add division
forms-add-team-title = Add a team to { $division }
forms-company-hint = new or entered already
forms-players = players
forms-players-hint = board 1 first, separated by commas
forms-captain-first = The first player is the captain. Eligibility is checked once the team is in.
forms-add-team = add team
forms-the-division = the division
forms-edit-title = Edit { $division }
forms-division-name = division name
forms-boards-per-team = boards per team
forms-save-division = save division

## The entries files

entries-menu = entries CSV…
entries-import-companies = import companies…
entries-import-entries = import entries…
entries-export-companies = export companies…
entries-export-entries = export entries…
entries-import-title = Import entries
entries-bad-rows =
    { $n ->
        [one] { $n } bad row: nothing is imported until it is put right.
       *[other] { $n } bad rows: nothing is imported until they are put right.
    }
entries-import = import

## The due list's steps

due-entry = entry received
due-entry-hint = record the entry as received on the steps' date (C10)
due-form = form returned
due-form-hint = record the team form as returned on the steps' date (C11)
due-list-sent = list sent
due-list-sent-hint = record the pairing list as sent to the representative on the steps' date (C16)
due-reminder = reminder sent
due-reminder-hint = record the fee reminder as sent on the steps' date: expulsion is possible 21 days later (C09)
due-expelled = expelled
due-expelled-hint = record the company as expelled on the steps' date for unpaid fees, with a ruling on its teams' unfinished games (C09)
due-result = enter result…
due-result-hint = go to the game on the Results tab (C23, C37)
due-payment = payment…
due-payment-hint = record a payment on the Fees tab (C08)
due-adjudication-payment-hint = record a payment of the adjudication fees on the Fees tab (C28)
due-rule-default = rule default
due-rule-default-hint = rule the player's unfinished games lost by default for the address change not notified, on the steps' date (C22)
due-pairings = pairings…
due-pairings-hint = go to the Pairings tab (C16)
due-date-unreadable = the steps' date above does not read as a date
due-expel = expel…
due-expel-annulled = expel, its games annulled
due-expel-scored-lost = expel, its games scored lost

## The organiser's own table

own-table-summary = The table pairs everyone once. Board differences: { $differences }. Meetings: { $meetings }. Letters: { $letters }.
own-table-title = organiser's own table
own-table-rows = One row per pairing, from either side or both: { $columns } (letters as the teams are listed).
own-table-box = own table
own-table-import = import table CSV…
own-table-import-hint = read a table from a CSV file into the box
own-table-check = check table
own-table-pair = pair with this table
own-table-pair-hint = replace the pairings and create two games per pairing (C17)
own-table-paired = Paired with the organiser's table.

## Next season

rollover-no-season = the project has no season to roll over
rollover-no-calendar = no calendar for the year { $year }
rollover-title = Next season (C31, C32)
rollover-new-season = new season
rollover-first-year = its first year
rollover-seed-dates = seed's dates for that year
rollover-year-invalid = its first year: a year such as 2026
rollover-dates = dates
rollover-champions = Champions (C31): { $names }.
rollover-no-champions = No champions: the first division has no standings.
rollover-trophy = { $division } trophy (C30): { $holders }.
rollover-division =
    { $division } ({ $teams ->
        [one] { $teams } team
       *[other] { $teams } teams
    })
rollover-promoted = ↑ promoted from { $from }
rollover-relegated = ↓ relegated from { $from }
rollover-moved = moved by the Organiser from { $from }
rollover-move-hint = the division { $team } plays in next season
rollover-name-season = name the new season, such as 2026-27
rollover-start = start next season

## Replacing a player

replacement-choose-team = choose the team
replacement-approved = approved
replacement-title = Replace a player (C20)
replacement-board = board
replacement-by = replaced by
replacement-by-hint = a player of the company, or a new name
replacement-known = Known players of the company:
replacement-takes-over = He takes over the board and the unfinished games; finished games keep their players.
replacement-approve = approve replacement

## Starting a competition, its dates and its Organiser

start-entries-close = entries close (C10)
start-forms-due = team forms due (C11)
start-pairings-set = pairings and fees set (C16, C28)
start-play-starts = play starts (C19)
start-play-closes = play closes (C19)
start-submissions-due = submissions due (C24)
start-both-default = both sides in default (C25)
start-fees-due = fees due (C09)
start-not-a-date = { $field }: `{ $text }` is not a date (YYYY-MM-DD)
start-year-invalid = year: a year such as 2026
start-give-name = give the competition a name
start-give-season = give the season a name, such as 2026-27
start-organiser-address = organiser's address
start-organiser-address-hint = where the captains write to him (C23; P12)
start-title = Start a competition
start-competition = competition
start-competition-example = Inter-Office Correspondence Competition
start-organiser = organiser
start-organiser-hint = the Organiser (C03)
start-season = season
start-first-year = first year
start-first-year-hint = entries close in this year
start-seed-dates = seed's dates for this year
start-seed-dates-hint = entries 1 Sep, forms 15 Sep, pairings 1 Oct, play 15 Oct to 15 Jun, submissions 30 Jun, both in default 7 Jul, fees 1 Jan
start-start = start competition
start-season-dates = Season dates
start-change-dates = change dates
start-organiser-title = Organiser
start-save-organiser = save organiser

## Player and company details

details-no-player = there is no player { $player }
details-player-needs-name = the player needs a name
details-left-c12 = left the company (C12)
details-rating-invalid = rating: a whole number, or nothing
details-address-changed = address changed on (C22)
details-told-c22 = captain and opponents told on (C22)
details-told-before = they cannot be told before the address changed
details-company-needs-name = the company needs a name
details-members-invalid = Club members: a whole number (C06)
details-player-title = Player details
details-player = player
details-player-hint = full name (E2.4)
details-email = email
details-email-hint = for move messages
details-postal-address = postal address
details-postal-address-hint = for the pairing list (C16)
details-telephone = telephone
details-telephone-hint = a captain's numbers go on the pairing list (C11, C16)
details-told = captain and opponents told on
details-told-hint = empty: not yet (C22: within 7 days)
details-employment = employment
details-employed = employed
details-retired = retired
details-ex-employee = ex-employee (C12, C13)
details-left = left the company
details-later-employers = later employers
details-later-employers-hint = separated by ;
details-rating = rating
details-rating-hint = to check board order (C14)
details-withdrawal = withdrawal (E9.1)
details-withdrew = He withdrew or died: his unfinished games are annulled, or scored lost.
details-annul = annul his unfinished games
details-score-lost = score them lost
details-save-player = save player
details-company-title = Company details
details-company-name = company name
details-representative = representative
details-representative-hint = the Inter-Office Representative (C10)
details-rep-address = representative's address
details-rep-address-hint = his correspondence address (C10)
details-rep-phone = representative's telephone
details-rep-phone-hint = his telephone number (C10)
details-other-contact = other contact
details-members = Club members
details-members-hint = employed by it (C06)
details-save-company = save company

## The engine assessment

assessment-seconds = assessment seconds
assessment-depth = assessment depth
assessment-not-a-number = { $field }: { $text } is not a whole number from 1 to { $max }
assessment-title = Engine assessment
assessment-none = No engine assessment.
assessment-running = assessing… ({ $limit })
assessment-running-game = assessing game { $game }…
assessment-stop = stop assessment
assessment-stop-hint = stop the engine; nothing is recorded
assessment-open = engine assessment ▾
assessment-closed = engine assessment…
assessment-hint = run the engine of Edit › Engine settings on the final position at a fixed depth or time
assessment-by-depth = to a depth (plies)
assessment-by-time = for a time (seconds)
assessment-run = run assessment
assessment-run-hint = the engine works in the background; the window stays usable
assessment-already-running = an assessment is already running
assessment-recorded = { $engine } assessed the final position on { $day } ({ $limit }).
assessment-position-changed = The game's final position has changed since: assess it again.
assessment-hide = hide assessment
assessment-hide-hint = hide the engine's view again
assessment-show = show assessment
assessment-show-hint = C26: the adjudicator judges the position; the engine's view stays hidden until asked for
assessment-print = print on adjudicator's sheet
assessment-print-hint = the panel's choice; the captain's submission never carries it (C24)
assessment-remove = remove assessment

## One case

case-none = { $game } { $players } has no adjudication case.
case-game-finished = The game is finished.
case-open-inter-office-hint = C19, C24: play closed on { $day }; captains submit by the season's date
case-open-email-hint = E10.1-3: play closes today ({ $day }); both players submit within 30 days
case-inter-office-rules-name = the Inter-Office rules
case-email-rules-name = the email rules
case-open = open a case under { $rules }
case-title = Case { $game }: { $players }
case-inter-office-rules = Inter-Office rules (C24-C28)
case-email-rules = email rules (E10, E11)
case-no-result = none yet
case-result = Result on the game: { $result }
case-due = due: { $due }
case-deadlines-inter-office = Opened at the close of play, { $opened }. Claims due { $claims } (C24); a side that missed it has until { $cure } (C25); no claim from either by { $both }: loss to both (C25).
case-deadlines-email = Opened at the close of play, { $opened }. Moves, position and claim due from both players by { $due } (E10.1-3); without analysis there is no appeal (E10.4).
case-claims = Claims
case-adjudicators = Adjudicators
case-decision = Decision
case-appeals = Appeals
case-orders = organiser's orders (C25, E13.2)

## The adjudication case: claims, adjudicators, decision, appeals, orders

claim-too-late = {" "}– too late to count (C25)
claim-analysis-is = analysis: { $analysis }
claim-no-analysis = no analysis
claim-line = { $side } claims a { $kind }, received { $received }{ $late }; { $analysis }
claim-none-yet = { $side }: no claim yet
claim-default-applied = C25 default applied on { $applied }: { $result }
claim-white = White's claim
claim-black = Black's claim
claim-win = win
claim-draw = draw
claim-received = claim received:
claim-analysis = claim analysis:
claim-record = record claim
claim-record-hint = C24, E10.1-3: a later claim of the same side replaces the earlier one
claim-apply-default = apply the C25 default: { $result }
panel-third-role = {" "}(third adjudicator, told the first two views)
panel-opinion-awaited = opinion awaited
panel-opinion-received = opinion { $verdict } received { $received }
panel-referral = { $adjudicator }{ $role }: position sent { $sent }; { $opinion }
panel-third-decided = The first two adjudicators disagreed; the third's view decided (C26).
panel-disagree = The first two adjudicators disagree: the position and both views go to a third (C26).
panel-adjudicator = adjudicator:
panel-position-sent = position sent:
panel-send-third = send position to third adjudicator
panel-send-third-hint = C26: the third adjudicator gets the position and the first two views
panel-send = send position ({ $number } of { $of })
panel-send-hint = C26: to an independent adjudicator, without the claims
panel-name-adjudicator = type the name of the adjudicator
panel-opinion-of = opinion of
panel-opinion-date = opinion received:
panel-reasons = reasons:
panel-record-opinion = record opinion
decision-no-appeal = no appeal (E10.4)
decision-and = {" "}and{" "}
decision-may-appeal = { $who } may appeal until { $until } ({ $rule })
decision-notified-line = { $verdict }, notified { $notified }; { $appeal }
decision-panel-verdict = The panel's verdict: { $verdict } (settled { $settled }).
decision-notified = notified:
decision-notify = notify decision
decision-notify-hint = C27, E10.5: both sides are told the decision and who may appeal; the game gets its result
appeal-window-closed = The appeal window has closed: an appeal mailed within it may still be recorded with the date it was mailed (C27).
appeal-appealed-on = { $side } appealed on { $mailed }
appeal-ruled = { $body } ({ $by }) ruled { $verdict } on { $ruled }
appeal-side-appeals = { $side } appeals
appeal-mailed = appeal mailed:
appeal-analysis = appeal analysis:
appeal-record = record appeal
appeal-record-hint = C27: within 14 days, with an analysis; E11.1, E11.3
appeal-goes-to = The appeal goes to { $body }.
appeal-ruled-by = ruled by:
appeal-ruling-notified = ruling notified:
appeal-record-ruling = record ruling
appeal-record-ruling-hint = C27: the original adjudicators, then the federation, whose ruling is final; E11.2: a second adjudicator's ruling is final
appeal-name-ruled-by = type the name of the adjudicator or body
order-extended = claims count until { $until }
order-referred = the position goes to the panel
order-scored = scored { $outcome }
order-line = { $date }: { $what }; { $reason }
order-dated = order dated:
order-reason = reason:
order-claims-until = claims count until:
order-extend = extend the claims
order-extend-hint = C25: claims received up to this day count; the defaults wait for it
order-refer = refer to the panel now
order-refer-hint = C25: the position goes to adjudication whatever the defaults say
order-score-white = score 1-0
order-score-draw = score ½-½
order-score-black = score 0-1
order-score-both-lose = score 0-0, loss to both
order-score = score the game
order-score-hint = the Organiser's or TD's result; the case is final
form-not-a-date = { $what }: { $text } is not a date; type it as 2026-06-28
