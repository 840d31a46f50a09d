# ccdesk's window in English: the catalogue every other language follows
# (same keys; crates/ccdesk-window/src/i18n.rs tests it).

## The menu bar

menu-file = File
menu-edit = Edit
menu-view = View
menu-help = Help

## File

file-new = New
file-new-game = New game…
file-reply = Reply…
file-reply-hint = the message for the selected game's move (E2)
file-read-message = Read message…
file-read-message-hint = paste a message that arrived, or open an .eml
file-open = Open…
file-open-recent = Open recent
file-no-recent = no recent projects
pgn-import = Import PGN…
pgn-import-hint = add the games of a PGN file to the project (one undo)
pgn-export = Export PGN
pgn-export-waits = { $check }; exports wait for it
pgn-export-selected = Selected game…
pgn-export-team = A team
pgn-export-division = A division
pgn-export-all = Whole project…
file-server-games = Server games…
file-server-games-hint = sync your games on an XFCC server (ICCF, LSS) and send moves
file-check-mail = Check mail
file-check-mail-hint = fetch your games' new mail (Edit > Mail account…) and list it to read
file-save = Save
file-save-as = Save as…
file-rename = Rename project…
file-rename-hint = the name in the title bar, the footers of the adjudication packets and the calendar file
rename-title = Rename project
rename-intro = The project's name is shown in the title bar and printed at the foot of the adjudication packets and in the calendar file.
rename-name = Name:
rename-name-hint = a name
rename-ok = OK
rename-cancel = Cancel
file-print-scoresheet = Print scoresheet
file-print-scoresheet-hint = the selected game's score and clock ledger (E5.1, P10)
file-print-a4 = on A4…
file-print-letter = on US Letter…
file-quit = Quit

## Edit

edit-undo = Undo
edit-redo = Redo
edit-whose-desk = Whose desk…
edit-mail-account = Mail account…
edit-mail-account-hint = the IMAP and SMTP servers your games' mail is fetched from and sent through
edit-engine-settings = Engine settings…
edit-own-file-chooser = Use ccdesk's own file chooser
edit-own-file-chooser-hint = ask for files in ccdesk's window instead of the system's dialog (used anyway when that cannot open)

## View

view-workspace = Workspace
workspace-all-panes = All panes
workspace-all-panes-hint = the games list and the tournament admin, the board, the scoresheet and the clock ledger
workspace-player = Player
workspace-player-hint = your games and what is due, the board, the scoresheet and the clock ledger
workspace-organiser = Organiser
workspace-organiser-hint = the tournament admin, wide, with the games list
workspace-adjudicator = Adjudicator
workspace-adjudicator-hint = the adjudication cases and their packets, the board, and the scoresheet and ledger a packet holds
workspace-shown = { $name } workspace
view-own-layout-hint = your own layout; right-click to delete it
view-delete-layout = delete "{ $name }"
view-save-layout-as = Save layout as
view-layout-name-hint = a name
view-save-layout = Save
view-save-layout-hint = keep the layout shown under this name, here in View
view-layout-not-saved = layout not saved: { $problem }
view-reset-layout = Reset layout
view-reset-layout-hint = put back the chosen workspace's own layout
view-panes = Panes
theme-system = System theme
theme-light = Light
theme-dark = Dark
view-go-to = Go to
go-to-board = Board
go-to-move-field = Move field
go-to-games-list = Games list
go-to-due-list = Due list
go-to-pane = { $pane } pane
view-language = Language
view-language-hint = the language of the window's menus (the system's until you choose)

## Help

help-welcome = Welcome…
help-welcome-hint = what ccdesk and the demo are, whose desk it is, and how to begin
help-about = About ccdesk…
help-keyboard = Keyboard…

## Days on the clock

days-left =
    { $days ->
        [one] { $days } day left
       *[other] { $days } days left
    }
