# La finestra di ccdesk in italiano (le stesse chiavi di en/ccdesk.ftl).

## La barra dei menu

menu-file = File
menu-edit = Modifica
menu-view = Visualizza
menu-help = Aiuto

## File

file-new = Nuovo
file-new-game = Nuova partita…
file-reply = Rispondi…
file-reply-hint = il messaggio con la mossa della partita scelta (E2)
file-read-message = Leggi messaggio…
file-read-message-hint = incollare un messaggio arrivato, o aprire un .eml
file-open = Apri…
file-open-recent = Apri recenti
file-no-recent = nessun progetto recente
file-server-games = Partite sul server…
file-server-games-hint = sincronizzare le tue partite su un server XFCC (ICCF, LSS) e inviare mosse
file-check-mail = Controlla posta
file-check-mail-hint = scaricare la posta nuova delle tue partite (Modifica > Account di posta…) ed elencarla da leggere
file-save = Salva
file-save-as = Salva con nome…
file-print-scoresheet = Stampa formulario
file-print-scoresheet-hint = la notazione e il registro del tempo della partita scelta (E5.1, P10)
file-print-a4 = su A4…
file-print-letter = su US Letter…
file-quit = Esci

## Modifica

edit-undo = Annulla
edit-redo = Ripristina
edit-whose-desk = Di chi è la scrivania…
edit-mail-account = Account di posta…
edit-mail-account-hint = i server IMAP e SMTP da cui si scarica e tramite cui si invia la posta delle tue partite
edit-engine-settings = Impostazioni del motore…
edit-own-file-chooser = Usa il selettore di file di ccdesk
edit-own-file-chooser-hint = scegliere i file nella finestra di ccdesk invece che nella finestra di dialogo del sistema (usato comunque quando questa non si apre)

## Visualizza

view-go-to = Vai a
go-to-board = Scacchiera
go-to-move-field = Campo della mossa
go-to-games-list = Elenco partite
go-to-due-list = Elenco scadenze
go-to-pane = Riquadro { $pane }
view-language = Lingua
view-language-hint = la lingua dei menu della finestra (quella del sistema finché non ne scegli una)

## Aiuto

help-welcome = Benvenuto…
help-welcome-hint = che cosa sono ccdesk e la demo, di chi è la scrivania e come cominciare
help-about = Informazioni su ccdesk…
help-keyboard = Tastiera…

## Giorni sull'orologio

days-left =
    { $days ->
        [one] { $days } giorno rimasto
       *[other] { $days } giorni rimasti
    }
