# en: the panes, the status bar and the dialogs (same keys as en/panes.ftl).

## The board pane

piece-white-king = white king
piece-white-queen = white queen
piece-white-rook = white rook
piece-white-bishop = white bishop
piece-white-knight = white knight
piece-white-pawn = white pawn
piece-black-king = black king
piece-black-queen = black queen
piece-black-rook = black rook
piece-black-bishop = black bishop
piece-black-knight = black knight
piece-black-pawn = black pawn
side-white = White
side-black = Black
board-record-pending-first = Record { $move } with its dates under the board, or cancel it, first.
board-viewing-earlier = You are viewing an earlier position: a played move is binding (E4.1). Go to the last move to enter a move, or turn on analysis.
board-game-over-no-moves = The game is over: no more moves can be entered.
board-illegal-move = { $from }-{ $to } is not a legal move.
board-illegal-king-in-check = { $from }-{ $to } is not a legal move (the king is in check).
board-illegal-still-in-check = { $from }-{ $to } is not a legal move (it does not get out of check).
board-square-legal-target = legal target
board-square-last-move = last move
board-square-in-check = in check
nav-first = First move
nav-first-hint = first move (Home)
nav-previous = Previous move
nav-previous-hint = previous move (Left)
nav-next = Next move
nav-next-hint = next move (Right)
nav-last = Last move
nav-last-hint = last move (End)
board-status-analysis = analysis from move { $ply } ({ $side } to move)
board-status-pending = { $move } entered: when was it received and sent?
board-status-game-over = game over
board-status-to-move = { $side } to move
board-status-to-move-in-check = { $side } to move, in check
board-status-viewing = viewing move { $ply } of { $plies } ({ $side } to move)
board-select-a-game = Select a game in the games list.
board-moves-do-not-replay = its moves do not replay
board-cannot-show = Game { $game } cannot be shown: { $why }.
board-flip = Flip
board-flip-hint = turn the board round
board-copy-fen = Copy FEN
board-copy-fen-hint = copy the position shown as FEN
board-copied-fen = copied the position as FEN
board-analysis = Analysis
board-analysis-hint = try moves from the position shown without touching the game
board-move-field = Move:
board-move-field-hint = a move in any notation; or a question about the position: p (my pieces), p black knight, s e (a file), s 5 (a rank), l (last move), c (clocks)
board-play = Play
board-analysis-moves =
    { $moves ->
        [one] { $moves } analysis move
       *[other] { $moves } analysis moves
    }
board-take-back = Take back
board-keep-line = Keep line
board-keep-line-hint = save this line with the game, apart from its moves

## The scoresheet pane

language-english = English
language-german = German
language-french = French
language-spanish = Spanish
language-italian = Italian
score-messages-in = { $label }; messages in { $language }
score-no-game = No game selected.
score-cannot-show = Game { $game } cannot be shown: { $why }. Correct that move in the file.
score-copy = Copy score
score-copy-hint = copy the moves in the notation chosen
score-copied = copied the score
score-moves = Moves
score-no-moves = No moves yet.
score-tail = Conditional moves and analysis
score-round = round { $round }
score-board = board { $board }
score-notation = notation
score-piece-letters = piece letters
score-piece-letters-hint = the piece letters agreed with the opponent (E2.2)
score-message-language = language of messages
score-message-language-hint = the language of the game's messages and printouts, agreed with the opponent
score-spoken-white = white
score-spoken-black = black
score-not-sent-yet = not sent yet
score-sent-on = sent { $date }
score-conditional-move = { $move } (if)
score-conditional-move-hint = played from an accepted conditional continuation (E4.6, E6.5)
score-date-sent-hint = date sent (from the clock ledger)
score-result = Result: { $result }
score-in-play = In play: { $side } to move.
score-draw-claimable-repetition = A draw can be claimed: threefold repetition (after move { $number }).
score-draw-claimable-fifty-moves = A draw can be claimed: fifty-move rule (after move { $number }).
score-claim-draw = Claim draw
score-record-result = Record result
result-white-resigns = White resigns
result-black-resigns = Black resigns
result-draw-agreed = Draw agreed
result-white-wins-on-time = White wins on time
result-black-wins-on-time = Black wins on time
result-white-wins-by-default = White wins by default
result-black-wins-by-default = Black wins by default
result-adjudicated-white-wins = Adjudicated: White wins
result-adjudicated-draw = Adjudicated: draw
result-adjudicated-black-wins = Adjudicated: Black wins
score-clear-result = Clear result
score-conditional-moves = Conditional moves
score-if = If:
score-if-hint = their move, your reply, …
score-propose = Propose
score-propose-hint = add this line to the conditional moves (a tree)
score-proposal-sent = sent { $date }, binding
score-proposal-draft = draft
score-proposal-after = after move { $ply } ({ $state })
score-proposal-line = if { $line }
score-proposal-with = with { $move }, sent { $date }
score-proposal-today = { $date } (today: { $move } has no sent date yet)
score-mark-sent = Mark sent
score-mark-sent-hint = sent on { $date }: it binds from then on (E4.5, P07)
score-withdraw = Withdraw
score-proposal-binds = binds until the opponent plays another move (E4.5)
score-analysis-lines = Analysis ({ $lines })
score-show-line-hint = show this line on the board
score-delete-line-hint = delete this line

## The clock ledger pane

ledger-tab-moves = moves
ledger-tab-leave = leave bookings
ledger-tab-claims = claims and penalties
ledger-tab-rules = rule set
ledger-colour-white = white
ledger-colour-black = black
ledger-no-game = No game selected.
ledger-game-scroll = Game's ledger
ledger-due-no-owner = due: no owner set, so no games of mine
ledger-due-title =
    { $games ->
        [one] due for { $owner } as of { $date } ({ $games } game)
       *[other] due for { $owner } as of { $date } ({ $games } games)
    }
ledger-select-game-hint = select the game
due-mail-arrived = mail arrived in { $game }
due-mail-arrived-hint = File > Check mail lists it: Open shows it in Read message, to apply
ledger-due-white-vs = { $game }: white vs { $opponent }
ledger-due-black-vs = { $game }: black vs { $opponent }
ledger-my-move = my move
ledger-waiting = waiting
ledger-server-clocks = on { $server }: clocks { $mine } / { $theirs }
ledger-server-clocks-draw-offered = on { $server }: clocks { $mine } / { $theirs }, draw offered
ledger-server-clocks-hint = as the server said at the last sync (mine / the opponent's)
ledger-duty-since = since { $date }: { $what } ({ $rule })
ledger-reminders-reached = reached: { $reminders } reminder(s)
ledger-duty-on = on { $date }: { $what } ({ $rule })
ledger-rule-set = rule set: { $rules }
ledger-not-worked-out = the ledger cannot be worked out: { $why }
ledger-csv = csv…
ledger-export-moves = export moves…
ledger-export-ledger = export ledger…
ledger-import-dates = import dates…
ledger-csv-hint = the game's moves and dates as ccdesk ledger reads them, or its computed ledger
ledger-choose-rule-set-first = choose a rule set first (rule set tab)
ledger-no-clock-runs = no clock runs: { $why }
ledger-summary =
    { $used ->
        [one] { $player } ({ $side }): { $used } day used, { $left } left at move { $control } ({ $allowed } allowed)
       *[other] { $player } ({ $side }): { $used } days used, { $left } left at move { $control } ({ $allowed } allowed)
    }
ledger-summary-running = ; to move, { $running } running: { $left } left today
ledger-summary-hint = { $days } days per { $moves } moves, cumulative ({ $rule }); as of { $date }
ledger-cannot-meet-control = cannot meet the control at move { $control }: { $total } > { $allowance } days ({ $rule })
ledger-claim-with-reply = { $side } may claim at the latest with move { $claim }, the reply to move { $control } (E7.1)
ledger-claim-with-reply-sent = { $side } may claim at the latest with move { $claim }, the reply to move { $control }, sent { $date } (E7.1)
ledger-claim-by = a claim must be made by { $date } ({ $rule })
ledger-table = Clock ledger table
ledger-rows = Clock ledger rows
ledger-col-move = move
ledger-col-move-hint = the move and who played it
ledger-col-received = received
ledger-col-received-hint = the date the opponent's move was received (E2.7)
ledger-col-sent = sent
ledger-col-sent-hint = the date this move was sent (E2.8, P04)
ledger-col-days = days
ledger-col-days-hint = days used for this move (E6.4, P08)
ledger-col-leave = leave
ledger-col-leave-hint = leave days inside the interval (E8.1, P11)
ledger-col-excluded = excl.
ledger-col-excluded-hint = excluded days: Sundays, listed days (P08)
ledger-col-penalty = pen.
ledger-col-penalty-hint = penalty days (E6.6, P09)
ledger-col-total = total
ledger-col-total-hint = the side's total (E6.3)
ledger-col-allowance = allow.
ledger-col-allowance-hint = the allowance at this move's control (E6.1)
ledger-col-status = status
ledger-col-status-hint = ok, exceeded (E6.2) or forfeit (E7.5, P13)
ledger-conditional-move = { $move } (c)
ledger-conditional-move-hint = played from an accepted conditional line: counted in the time of the reply (E6.5)
ledger-figure = figure
ledger-figure-days = days used
ledger-figure-leave = leave days
ledger-figure-excluded = excluded days
ledger-figure-penalty = penalty days
ledger-figure-total = total days
ledger-figure-allowance = allowance
ledger-figure-status = status
ledger-figure-not-worked-out = not worked out
ledger-no-penalty = no penalty
ledger-within-allowance = within the allowance
ledger-date-corrected-hint = corrected (E2.10): { $why }
ledger-date-change-hint = click to change
ledger-date-start = { $date } start
ledger-date-start-hint = the start of play; click to state another date
ledger-date-no-start = start?
ledger-date-no-start-hint = the start of play is not set: click to state the date White received the game
ledger-date-assumed-on = { $date } assumed
ledger-date-assumed-on-hint = { $why }; click to state the date
ledger-date-assumed = assumed
ledger-date-assumed-hint = the opponent's sent date plus transit days (E2.9)
ledger-date-not-sent = not sent
ledger-date-not-sent-hint = click to enter the date
ledger-edit-received-date = received date of { $move }
ledger-edit-sent-date = sent date of { $move }
ledger-new-date = new date:
ledger-set-date = set
ledger-correct-date = correct (E2.10)
ledger-correct-date-hint = the stated date was wrong: keep it as history and tell the sender
ledger-cancel-date = cancel

## The games list

games-filter-all = all
games-my-move = my move
games-their-move = their move
games-filter-finished = finished
games-sort-as-entered = as entered
games-sort-opponent = opponent
games-sort-event = event
games-sort-days-left = fewest days left
games-order = order
games-server-clocks = { $server } { $game }, clocks { $mine } / { $theirs }
games-damaged = damaged
games-days-left-heading = days left
games-days-left-meaning = days left at the next time control as of today: yours in your games, as the due list counts them; the side to move's in others
games-columns-heading = opponent (whose move) · event
games-columns-heading-hint = whose move it is from the desk's side; a game you do not play in shows both players
games-days-left-hint =
    { $days ->
        [one] { $days } day left at the next time control as of today
       *[other] { $days } days left at the next time control as of today
    }
games-desk-hint = the games are seen from this player's side: click to change whose desk it is
games-none-here = No games here.

## The status bar

status-unsaved = unsaved changes
status-saved = saved
status-last-saved = last saved { $when }
status-untitled = untitled
status-demo-project = demo project (not saved)

## Panes

pane-board = Board
pane-scoresheet = Scoresheet
pane-ledger = Clock ledger
pane-admin = Tournament admin
pane-games = Games
pane-analysis = Engine analysis
pane-correspondence = Correspondence
pane-adjudication = Adjudication
pane-drag-hint = drag the heading to move this pane

## Dialogs: shared buttons

dialog-ok = OK
dialog-cancel = Cancel

## The new game dialog

new-game-heading = New game
new-game-default-event = Friendly
new-game-own-name = Your name:
new-game-own-name-hint = whose desk this is
new-game-opponent = Opponent:
new-game-new-player = a new player
new-game-opponent-name = Opponent's name:
new-game-opponent-name-hint = full name
new-game-email = Email:
new-game-email-hint = for email games
new-game-postal-address = Postal address:
new-game-i-play = I play:
new-game-white = White
new-game-black = Black
new-game-event = Event:
new-game-event-hint = competition or friendly
new-game-round = Round:
new-game-optional = optional
new-game-board = Board:
new-game-rules = Rules:
new-game-notation = Notation:
new-game-language = Language:
new-game-language-hint = the language of the game's messages and printouts
new-game-piece-letters = Piece letters:
new-game-start-date = Start date:
new-game-fen = Set up from FEN:
new-game-fen-hint = empty = the initial position
new-game-create = Create game
new-game-error-own-name = Enter your name: the project does not know whose desk it is.
new-game-error-opponent-name = Enter the opponent's name.
new-game-error-yourself = The opponent cannot be yourself.
new-game-error-event = Enter the event (a friendly's name will do).
new-game-error-start = The start date "{ $text }" is not a date like 2026-01-31.

## The desk dialog

desk-heading = Whose desk
desk-of = desk of { $name }
desk-nobodys = nobody's desk
desk-nobody = nobody
desk-explained = The games list shows my move and their move from this player's side, the board turns to their colour, and the due list and the messages are theirs.
desk-this-is-the-desk-of = This is the desk of:
desk-details-explained = Every message you send bears your name and address (E2.4); a friendly game has no competition to give them, so they are kept here.
desk-name = Name:
desk-email = Email address:
desk-telephone = Telephone:
desk-no-players = The project has no players yet: New game… adds you and your opponent.
desk-error-name = Give the new player's name.
dialog-close = Close

## The mail account dialog

mail-heading = Mail account
mail-mailbox-of = The mailbox of { $name } <{ $email }>.
mail-no-owner = No owner's address to keep an account for: { $why }.
mail-imap = IMAP server
mail-imap-hint = HOST or HOST:PORT (993 implicit TLS, 143 STARTTLS)
mail-imap-security = IMAP security
mail-smtp = SMTP server
mail-smtp-hint = HOST or HOST:PORT (587 STARTTLS, 465 implicit TLS)
mail-smtp-security = SMTP security
mail-security-hint = implicit TLS, STARTTLS, or none (plain text: a loopback address only)
mail-user = User
mail-user-hint = the user name on both servers
mail-folder = Folder
mail-folder-hint = the folder fetched (INBOX when empty)
mail-applied-folder = Move applied mail to
mail-applied-folder-hint = a folder on the server each mail goes to once applied (made when missing); empty: applied mail stays where it is
mail-ca-file = CA file
mail-ca-file-hint = a CA certificate (PEM) trusted besides the system's, for a club's own server
mail-password = Password
mail-password-hint = kept in the system keyring, never in a file; empty keeps the one kept
mail-check-every = Check every (minutes)
mail-check-every-hint = check the mail on its own while the window is open; empty or 0: only with File > Check mail
mail-save = Save
mail-kept = Kept the mail account of { $name } <{ $email }>: IMAP { $imap }, SMTP { $smtp }.
mail-kept-with-password = Kept the mail account of { $name } <{ $email }>: IMAP { $imap }, SMTP { $smtp }, the password in { $keyring }.
mail-checked-every = The mail is checked every { $minutes } minutes while the window is open.
mail-error-minutes = Check every (minutes): "{ $text }" is not a number of minutes from 0 to 1440

## The read message dialog

read-heading = Read a message
read-open-eml = Open .eml…
read-open-eml-hint = read an email file saved from your mail program
read-arrived-on = Arrived on:
read-arrived-on-placeholder = assumed
read-arrived-on-hint = YYYY-MM-DD; empty: the day it was sent plus the transit days, assumed (E2.9, E2.12)
read-about-game = about game { $game }
read-about-game-hint = read it as a message of the selected game, when ccdesk cannot tell which game it is about
read-from-file = From { $file }: { $sender }, sent { $date }
read-unknown-sender = unknown sender
read-unknown-date = on an unknown date
read-message = Message:
read-message-hint = paste the message here
read-nothing-yet = Paste a message or open an .eml to see what it says.
read-not-a-move = This is { $what }, not a move: there is nothing to check or play.
read-understood = What ccdesk understood
read-no-problems = No problems found.
read-sender = Sender: { $why }.
read-sender-confirmed = I know my opponent sent it: apply it anyway
read-referral = Referral to send back (E4.2)
read-copy-referral = Copy referral
read-copied-referral = Copied the referral.
read-apply-will = Apply will:
read-not-applied = Not applied: { $why }.
read-apply = Apply
read-draw-offered = Draw offered —
read-accept-draw = Accept…
read-accept-draw-hint = apply the message, then write the acceptance: the game is drawn once it is marked sent
read-decline-draw = Decline…
read-decline-draw-hint = apply the message, then write the refusal
read-eml-read = read { $path }
read-eml-not-read = not read: { $why }
read-error-arrival = The arrival date "{ $text }" is not a date like 2026-03-14.
read-error-no-sent-date = The message gives no date it was sent, so the day it arrived cannot be assumed: type it in Arrived on.

## The reply dialog

reply-heading = Reply: { $white } – { $black } ({ $event })
reply-kind-move = my move
reply-kind-repeat = repeat after silence (E3.1)
reply-kind-inform-td = inform the TD (E3.2)
reply-kind-offer-draw = offer a draw (with my move, if any)
reply-kind-accept-draw = accept the draw
reply-kind-decline-draw = decline the draw
reply-kind-resign = resign the game
reply-kind-claim-time = time claim (E7.1, copy to the TD)
reply-kind-protest = protest against the time claim (E7.3)
reply-kind-result = result to the TD (E12.1)
reply-kind-address = change of address (E5.3)
reply-kind-leave = leave announcement (E8.2)
reply-kind-repeat-postal = repeat by recorded post (P12)
reply-kind-inform-organiser = inform the Organiser (P12)
reply-kind-claim-time-postal = time claim (P13, copy to the Organiser)
reply-kind-protest-postal = protest against the time claim
reply-kind-result-postal = result to the Organiser
reply-kind-leave-postal = leave announcement (P11)
reply-kind-address-postal = change of address
reply-my-move = My move:
reply-send-date = Send date:
reply-leave-from = Leave from:
reply-leave-to = Leave to:
reply-td-name = TD name:
reply-td-email = TD email:
reply-organiser = Organiser:
reply-organiser-hint = as the competition records him (Tournament admin, Start)
reply-organiser-missing-hint = the competition records no Organiser: set him in Tournament admin, Start
reply-organiser-address = Organiser's address:
reply-organiser-address-hint = a line each
reply-subject = Subject: { $subject }
reply-to = To: { $to }
reply-cc = Cc: { $cc }
reply-copy = Copy
reply-copy-hint = copy the subject and text
reply-copied = Copied the message.
reply-copy-card = Copy postal card
reply-copy-card-hint = the text for the scorecard or postcard (P03, P04)
reply-copied-card = Copied the postal card text.
reply-print-postcard = Print postcard
reply-card-diagram = with a diagram after my move
reply-paper-postcard = Postcard, 148 × 105 mm…
reply-paper-a6 = A6, 105 × 148 mm…
reply-paper-a4 = A4, four to a sheet, with cut marks…
reply-print-letter = Print letter…
reply-print-letter-hint = the letter on A4 with both addresses, for the post (P01; a repeat by recorded post, P12)
reply-save-eml = Save .eml…
reply-save-eml-hint = save as an email file any mail program opens
reply-open-mail = Open in mail client
reply-open-mail-hint = a new email in your mail program, ready to send
reply-nothing-to-send = nothing to send yet
reply-mark-sent-hint = { $what }, and the message is kept in the correspondence
reply-send = Send
reply-send-hint = mark it sent and mail it now through your mail account (Edit > Mail account…)
reply-saved = Saved { $path }.
reply-not-saved = The message was not saved: { $why }
reply-select-game = select a game to reply to
reply-the-opponent = the opponent
reply-the-organiser = the Organiser
reply-the-td = the TD
reply-silence = Waiting for { $opponent }'s reply since { $since }: repeat due { $due }
reply-silence-repeat-sent = sent { $date }
reply-silence-told = , { $told } to be told from { $date }.
reply-what-pending = { $move } (entered on the board) is marked sent on { $date }
reply-what-pending-conditional = { $move } with its conditional moves (entered on the board) is marked sent on { $date }
reply-what-played = { $move } is played and marked sent on { $date }
reply-what-with-draw-offer = , with the draw offer
reply-what-declaration = { $steps } (kept as sent on { $date })
reply-step-message-sent = the message is sent
reply-what-repeat = the repeat is recorded in the ledger and kept as sent on { $date }
reply-what-inform-td = the message to the TD is kept as sent on { $date }
reply-what-leave = the leave announcement is kept as sent on { $date }
reply-error-no-game = There is no game { $game }.
reply-error-date = The date "{ $text }" is not a date like 2026-03-14.
reply-error-game-over = The game is over: there is no move to send.
reply-error-no-move = Play your move on the board, or type it above.
reply-error-no-sent-move = The game has no sent move to repeat.
reply-error-not-written-here = This message is not written here.
reply-error-no-owner-leave = Say whose desk this is (Edit > Whose desk…) before announcing leave.
reply-error-leave-from = The first day of leave "{ $text }" is not a date like 2026-03-14.
reply-error-leave-to = The last day of leave "{ $text }" is not a date like 2026-03-14.
reply-error-leave-order = The leave ends before it begins.

## What a screen reader is told

said-no-move-played = no move was played in game { $game }
said-move-played = played { $move } in game { $game }
said-conditional-reply = ; the conditional reply { $move } followed
said-saved = saved { $path }
said-saved-unchanged = { $path } already holds this project: nothing written, backups kept
said-deadlines-due =
    { $deadlines ->
        [one] { $deadlines } deadline fell due since { $since }; the first: { $first }
       *[other] { $deadlines } deadlines fell due since { $since }; the first: { $first }
    }

## The dates of a move entered on the board

dates-received = received
dates-received-hint = the day the opponent's move arrived (E2.7); left empty, it is assumed (E2.9)
dates-sent = sent
dates-sent-hint = the day this move was mailed or posted (E2.8)
dates-record-as-sent = record as sent
dates-record-as-sent-hint = play the move with these dates
dates-not-sent-yet = not sent yet
dates-not-sent-yet-hint = play the move with its received date; Reply… sends it later
dates-cancel = cancel
dates-cancel-hint = take the move off the board
dates-error-received = The received date "{ $text }" is not a date like 2026-03-14.
dates-error-sent = The sent date "{ $text }" is not a date like 2026-03-14.
dates-error-no-sent = Enter the date the move was sent, or choose "not sent yet".
dates-error-received-before = Received { $received } is before the opponent's move was sent ({ $before }).
dates-error-sent-before-received = Sent { $sent } is before received { $received }: a move is sent after the move it answers arrived.
dates-error-sent-before-assumed = Sent { $sent } is before received { $received } (assumed from the transit days): a move is sent after the move it answers arrived.
dates-error-sent-before = Sent { $sent } is before the opponent's move was sent ({ $before }).

## The promotion popup

promotion-promote-to = promote to
promotion-queen = queen
promotion-rook = rook
promotion-bishop = bishop
promotion-knight = knight
promotion-king = king
promotion-pawn = pawn

## The clock ledger: silence and server games

silence-title = silence: { $side } waits for a reply since { $date }
silence-repeated-on = ; repeated on { $date }
silence-counted-from-repeat = , counted from the repeat of { $date }
silence-repeat-sent = repeat sent:
silence-record-repeat = record repeat
silence-record-repeat-hint = the date the move was repeated with full details (E3.1, P12)
silence-clear-repeat = clear repeat
server-never-synced = never synced
server-synced-on = as of the sync on { $date }
server-game-clocks = Server game { $game } on { $server }: the server keeps its clocks, { $synced }: mine { $mine }, the opponent's { $theirs }; { $whose }.
server-no-days-counted = No days are counted here under a rule set: leave, time claims and the time control are the server's.
server-col-by = by
server-col-received-hint = the day the opponent's move reached this desk: the sync that brought it (E2.7)
server-col-sent-hint = the day my move was sent to the server (E2.8)
server-by-me = me
server-by-opponent = opponent

## The clock ledger: leave

leave-whole-game = whole game
leave-balance = { $period }: { $used } of { $allowance } days used, { $left } left ({ $rule })
leave-balance-td = ; granted by the TD: { $used } of { $allowance } (E8.3)
leave-none-booked = no leave booked: { $days } days allowed ({ $rule })
leave-beyond-allowance = { $days } booked day(s) beyond the allowance: the clock runs on them
leave-cancelled-days = { $days } day(s) cancelled in this game by a reply during leave (E8.4)
leave-booking = { $from } to { $to } ({ $days } days)
leave-booking-granted = , granted by the TD
leave-booking-announced = , announced { $date }
leave-booking-announced-late = , announced late on { $date } (E8.2)
leave-booking-new-year = , across the new year
leave-cancel = cancel leave
leave-cancel-hint = remove this booking from all of the player's games
leave-book-heading = book leave (for all of the player's games):
leave-from = from:
leave-to = to:
leave-announced = announced:
leave-granted-by-td = granted by the TD (E8.3)
leave-book = book leave

## The clock ledger: claims and penalties

claims-heading = claims
claims-none = No claims.
claims-claim = { $claimant } claims { $offender }'s time in period { $period } (moves { $first }-{ $last }): sent { $sent }, received { $received }
claims-protest-reached = protest reached the TD on { $date }
claims-awaiting-protest = a protest may reach the TD until { $date } (E7.3)
claims-awaiting-decision = protested: awaiting the TD's decision (E7.4)
claims-upheld = upheld: the offender's count restarts (E7.4)
claims-conceded = conceded: no protest in time (E7.3)
claims-dismissed-barred = dismissed; no further claims this period (E7.6)
claims-dismissed = dismissed
claims-protest-on = protest on:
claims-record-protest = record protest
claims-uphold = uphold
claims-dismiss = dismiss
claims-dismiss-bar = dismiss, bar further claims
claims-dismiss-bar-hint = no further claims by this player in this period (E7.6)
claims-reopen = reopen
claims-withdraw = withdraw claim
claims-make-heading = make a claim:
claims-white-claims = white claims
claims-black-claims = black claims
claims-period = period:
claims-no-excess = the ledger shows no excess by { $side } in period { $period }
claims-sent = sent:
claims-received-by-offender = received by the offender:
claims-make = make claim
claims-make-hint = the claim goes to the TD and the opponent ({ $rule }, E7.2)
penalties-heading = penalties
penalties-none = No penalties.
penalties-penalty = { $side } move { $move }: { $reason }
penalties-referred-on = , referred { $date }
penalties-corrected-on = , corrected { $date }
penalties-remove = remove penalty
penalties-cost-days = { $days } days ({ $rule })
penalties-cost-correction = the time until the correction ({ $rule })
penalties-add-heading = add a penalty, costing { $cost }:
penalties-move = move:
penalties-reason = reason
penalties-referred = referred:
penalties-corrected = corrected:
penalties-add = add penalty

## The clock ledger: the rule set

rules-played-under = this game is played under:
rules-not-in-project = the rule set { $rules } is not in the project
rules-games-using = { $games } game(s) of the project use it.
rules-apply = apply to this rule set
rules-apply-hint = every game under this rule set follows the new numbers
rules-revert = revert
rules-copy = copy for this game
rules-copy-hint = a new rule set with these numbers, used by this game only
rules-copy-name =
    { $n ->
        [1] { $name } (copy)
       *[other] { $name } (copy { $n })
    }
rules-name = name
rules-days-per-control = days per control (E6.1)
rules-moves-per-control = moves per control (E6.1)
rules-excesses = excesses tolerated (E6.2)
rules-penalty = penalty (E6.6, P09)
rules-fixed-days = fixed days
rules-until-correction = time until the correction
rules-transit-days = transit days assumed (E2.12)
rules-leave-days = leave days (E8.1, P11)
rules-leave-counted = leave counted
rules-per-year = per year
rules-per-game = per game
rules-td-extra-leave = more leave the TD may grant (E8.3)
rules-excluded-days = excluded days
rules-no-sundays = no time on Sundays (P08)
rules-same-day-reply = same-day reply
rules-counts-zero = counts zero (P08)
rules-repeat-after = repeat after days (E3.1, P12)
rules-escalate-after = escalate after days (E3.2, P12)
rules-protest-window = protest window (E7.3)
rules-claim-window = claim window (P13)
rules-days = days
rules-with-reply = with the reply to the control move (E7.1)
rules-upheld-claim = an upheld claim
rules-restarts-count = restarts the count (E7.4)

## Scroll bars and the calendar

scroll-bar-horizontal = { $what }, horizontal scroll bar
scroll-bar-vertical = { $what }, vertical scroll bar
calendar-name = calendar: { $field }
calendar-hint = pick the date on a calendar
calendar-previous-month = Previous month
calendar-previous-month-hint = previous month
calendar-next-month = Next month
calendar-next-month-hint = next month

## Where the keyboard goes

focus-board = the board
focus-move-field = the Move field
focus-games-list = the games list
focus-due-list = the due list
said-keyboard-not-moved = { $target } is not shown: the keyboard stays where it was

## The correspondence pane

corr-reply-hint = write the message for the selected game
corr-export = Export…
corr-export-hint = the game's correspondence as a text file for the TD (E5.1)
corr-filter = Filter:
corr-filter-hint = a move, a name, a date…
corr-all-games = all games
corr-none-here-some-elsewhere = No messages kept for game { $game }; { $elsewhere } in other games (tick "all games").
corr-none-here = No messages kept for game { $game }.
corr-none = No messages kept.
corr-count =
    { $count ->
        [one] { $count } message
       *[other] { $count } messages
    }
corr-not-mailed = {" "}· not mailed
corr-send-hint = mail it now through your mail account (Edit > Mail account…); a move recorded on another day goes dated the day it is mailed
corr-copy-hint = copy this message, e.g. to send it again
corr-arrived = { $sender }, arrived { $date }
corr-arrived-assumed = { $sender }, arrived { $date } (assumed, E2.9)
corr-as-read = As read by ccdesk
corr-export-title = Export correspondence
corr-exported = exported the correspondence of game { $game } to { $path }
corr-not-exported = nothing was exported: { $why }

## The analysis pane

analysis-stop = Stop analysis
analysis-start = Start analysis
analysis-engine = Engine: { $engine }
analysis-restart = Press start analysis to restart the engine.
analysis-nodes =
    { $nodes ->
        [one] { $nodes } node
       *[other] { $nodes } nodes
    }
analysis-depth = depth { $depth }
analysis-add-line = Add line
analysis-add-line-hint = keep this line with the game's analysis, apart from its moves
analysis-tablebase = Endgame tablebase
analysis-tablebase-needs-tables = Needs Syzygy tables: choose the folder holding the *.rtbw and *.rtbz files in Edit › Engine settings….
analysis-tablebase-no-answer = No tablebase answer: { $why }.
analysis-off-server = Engine and tablebase help is switched off for this game: { $server } forbids it (noEngines or noTablebases).
analysis-off-event = Engine and tablebase help is switched off for { $event }: its rules forbid it.
analysis-allow-again = It can be allowed again in Edit › Engine allowed in this event.
analysis-select-game = Select a game to analyse its position.
analysis-eval-bar = evaluation { $eval } ({ $side } better), by { $engine }
analysis-engine-allowed = Engine allowed in this event
analysis-engine-allowed-hint = off when the rules of { $event } forbid engine and tablebase help: the window then hides them for its games
