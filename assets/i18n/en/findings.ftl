# The domain's findings in English: what `ccdesk check` and the window
# list (eligibility, the rulings due). Each key words one kind of finding;
# English says exactly what `ccdesk check` prints.

## A finding's line: its severity, its rule and what was found.
finding-line = { $severity } ({ $rule }): { $what }
finding-severity-note = note
finding-severity-warning = warning
finding-severity-breach = breach

## Eligibility (C05-C07, C11-C14)
finding-plays-for-another-team = { $player } also plays for another team ({ $first })
finding-combined-with-itself = a team cannot combine a company with itself
finding-combined-needs-approval = combined team of { $company } and { $partner }: needs the Committee's approval
finding-membership-above-boards = the membership required ({ $required }) exceeds the number of boards ({ $boards })
finding-too-few-members = { $members } Club members, { $required } required for { $division }
finding-too-few-players = { $players } players named for { $boards } boards
finding-too-many-players = { $players } players named for { $boards } boards: the last ones have no board
finding-not-a-player = { $player } is not a player of the project
finding-other-company = { $player } does not play for the team's company
finding-ex-employee = { $player } left on { $left }; later employers: { $employers }
finding-no-later-employers = none
finding-later-employer-competes = { $player } has since been employed by { $employer }, which has a team in the competition
finding-ex-employees-over-half = { $ex } ex-employees in a team of { $size }: at most half
finding-too-many-ex-employees = { $ex } ex-employees: at most { $most }
finding-rated-above-board-above = { $player } (board { $board }, rated { $rating }) is rated above { $above } (board { $above_board }, rated { $above_rating })
finding-rated-above-stronger-team = { $player } (rated { $rating }) is in { $team } but rated above a player of a stronger team of the company (rated { $weakest })

## A breach and its ruling (C15, C21, C37, C38)
finding-breach-and-ruling = { $breach } ({ $rule }); { $ruling }
finding-ruled = ruled: { $ruling }
finding-ruling-due-c21 = ruling due under C21: up to 4 game points deducted and/or the games scored as won by the opponent
finding-ruling-due-c15 = ruling due under C15: up to 4 game points deducted per player concerned
finding-ruling-due-other = ruling due under { $under }: the Organiser decides
finding-organiser-decides = the Organiser decides (C37)
finding-deducted = { $points } game points deducted on { $day } ({ $under })
finding-deducted-withdrawn = { $points } game points deducted on { $day } ({ $under }), withdrawn: { $withdrawal } (C38)
finding-withdrawn-on-appeal = the Committee upheld the appeal of { $appealed } on { $day }
finding-withdrawn-in-error = entered in error, taken out by the Organiser on { $day }

## The season's due list (C09-C11, C16, C22, C24, C28, C37)
finding-due-entry = entry of { $company } not recorded
finding-due-form = team form of { $company } not returned
finding-due-pairing-list = pairing list not sent to { $company }
finding-due-no-pairings = { $division } has no pairings
finding-due-no-result = no result for { $white } – { $black } (game { $game }): submit for adjudication
finding-due-captains-disagree = the captains disagree on the result of game { $game }
finding-due-adjudication-fees = { $company } owes { $amount } in adjudication fees
finding-due-fees = { $company } owes { $amount }
finding-due-reminder = send { $company } a fee reminder at least { $days } days before expulsion
finding-due-liable-to-expulsion = { $company } was reminded on { $reminded } and may be expelled from { $from }
finding-due-address-change = { $player }'s change of address on { $occurred } not notified to captain and opponents

## What is due in an adjudication case, and from whom (C24-C27, E10-E11, E13.2)
finding-case-due = { $from }: { $what } ({ $rule })
finding-case-due-by = { $from }: { $what } by { $by } ({ $rule })
finding-party-white = White
finding-party-black = Black
finding-party-organiser = Organiser
finding-party-adjudicator = adjudicator { $name }
finding-body-original = the original adjudicators
finding-body-final = the national federation
finding-body-second = a second adjudicator
finding-verdict-white = win for White (1-0)
finding-verdict-black = win for Black (0-1)
finding-verdict-draw = draw (½-½)
finding-step-appeal-analysis = appeal, if any, with an analysis of the position
finding-step-appeal = appeal, if any (further analysis may go with it)
finding-step-second-adjudicator = obtain a ruling from another adjudicator and notify both sides
finding-step-rule-on-appeal = rule on the appeal
finding-step-default-upheld = apply the default: { $side }'s claim is upheld ({ $verdict })
finding-step-default-both = apply the default: loss to both
finding-step-claim-diagrams = claim (win or draw), the score and two diagrams
finding-step-claim-moves = claim (win or draw), the moves and the position, analysis if any
finding-step-decide-unsubmitted = decide the game: neither side submitted
finding-step-send-to-adjudicators = send the position, without the claims, to { $n ->
        [one] { $n } adjudicator
       *[other] { $n } adjudicators
    }
finding-step-send-to-independent = send the position, without the claims, to { $n ->
        [one] { $n } independent adjudicator
       *[other] { $n } independent adjudicators
    }
finding-step-opinion = opinion on the position
finding-step-send-to-third = send the position and the two views to a third adjudicator
finding-step-notify-decision = notify the decision to both sides, saying who may appeal
finding-due-now = now ({ $rule })
finding-party-nobody = nobody
finding-state-waiting = waiting for claims
finding-state-with-adjudicators = with adjudicators
finding-state-decided = decided
finding-state-under-appeal = under appeal
finding-state-final = final

## The file check's word on the status line (issue 19)
finding-check-found = the file check found { $count ->
        [one] { $count } problem
       *[other] { $count } problems
    }, first { $first }; `ccdesk check` lists { $count ->
        [one] it
       *[other] them all
    }

## What the file check found, and where (issue 19)
finding-problem = { $place }: { $what }
finding-place-project = project
finding-place-player = player { $player }
finding-place-player-named = player { $player } ({ $name })
finding-place-company = company { $company }
finding-place-division = division { $division }
finding-place-team = team { $team }
finding-place-team-named = team { $team } ({ $name })
finding-place-pairing = division { $division }, pairing { $number }
finding-place-game = game { $game }
finding-place-move = game { $game }, move { $number } ({ $san })
finding-invalid-format-version = format_version is { $found }, this build reads { $reads }
finding-invalid-id-twice = the id is used twice
finding-invalid-no-name = has no name
finding-invalid-unknown-company = plays for company { $company }, which is not in the project
finding-invalid-no-boards = has no boards
finding-invalid-company-not-in-project = company { $company } is not in the project
finding-invalid-players-for-boards = has { $players } players for { $boards } boards
finding-invalid-player-not-in-project = player { $player } is not in the project
finding-invalid-team-not-in-division = team { $team } is not in the division
finding-invalid-board-outside = board { $board } is outside 1..{ $boards }
finding-invalid-paired-twice = team { $team } board { $board } is paired twice
finding-invalid-paired-against-itself = a team is paired against itself
finding-invalid-plays-himself = a player cannot play himself
finding-invalid-conditional-too-deep = its conditional line after move { $after } is { $depth } expected moves deep; ccdesk keeps at most { $most }
finding-invalid-sent-before-received = sent { $sent } before received { $received }
finding-invalid-arrived-before-sent = arrived { $arrived } before it was sent ({ $sent })
finding-invalid-ledger = its clock ledger cannot be worked out: { $why }
finding-invalid-team-not-in-the-season = team { $team } is not in the season
finding-invalid-team-not-in-season = team { $team } is not in season { $season }
finding-invalid-unknown-division = its pairing names division { $division }, which the season does not have: its result would leave the standings
finding-invalid-after-close = sent { $sent }, after the close of play on { $closes } (C19): the position goes to adjudication as it stood

## A step recorded after its deadline (C09-C11, C16, C24)
finding-late-received = late: received { $date }, due { $due } ({ $rule })
finding-late-returned = late: returned { $date }, due { $due } ({ $rule })
finding-late-sent = late: sent { $date }, due { $due } ({ $rule })
finding-late-entry = the entry of { $company } { $late }
finding-late-form = the team form of { $company } { $late }
finding-late-pairing-list = the pairing list to { $company } { $late }
finding-late-reminder = the fee reminder to { $company } { $late }
finding-late-expulsion = the expulsion of { $company } { $late }
finding-late-claim = { $side }'s claim in game { $game } { $late }
finding-late-payment = a payment of { $amount } from { $company } { $late }
finding-dates-received-before-sent = { $san } cannot be received ({ $received }) before it was sent ({ $sent })

## What a reminder asks of the desk's owner (E3.1-E3.3, P12)
duty-repeat-by-post = repeat my move in { $game } with full details by recorded post
duty-repeat-with-copy = repeat my move in { $game } with full details, with a copy to the Tournament Director
duty-inform-director = inform the Tournament Director that { $game } has had no reply, and await his decision
duty-ask-captain = ask my captain to inform the Organiser that { $game } has had no reply
duty-opponent-may-lose = no move sent in { $game }{ $days ->
        [0] {""}
       *[other] {" "}for { $days } days
    }, and the game may be scored lost to a player who has not told the Tournament Director of the delay
duty-i-may-lose = no move sent in { $game }{ $days ->
        [0] {""}
       *[other] {" "}for { $days } days
    }, and the game may be scored lost against me
