# La fenêtre de ccdesk en français (les mêmes clés que en/ccdesk.ftl).

## La barre de menus

menu-file = Fichier
menu-edit = Édition
menu-view = Affichage
menu-help = Aide

## Fichier

file-new = Nouveau
file-new-game = Nouvelle partie…
file-reply = Répondre…
file-reply-hint = le message du coup de la partie choisie (E2)
file-read-message = Lire un message…
file-read-message-hint = coller un message reçu, ou ouvrir un .eml
file-open = Ouvrir…
file-open-recent = Ouverts récemment
file-no-recent = aucun projet récent
pgn-import = Importer un PGN…
pgn-import-hint = ajouter au projet les parties d'un fichier PGN (une seule annulation)
pgn-export = Exporter en PGN
pgn-export-waits = { $check } ; les exportations l'attendent
pgn-export-selected = Partie choisie…
pgn-export-team = Une équipe
pgn-export-division = Une division
pgn-export-all = Tout le projet…
file-server-games = Parties sur serveur…
file-server-games-hint = synchroniser vos parties sur un serveur XFCC (ICCF, LSS) et envoyer des coups
file-check-mail = Relever le courrier
file-check-mail-hint = relever le nouveau courrier de vos parties (Édition > Compte de messagerie…) et le lister pour le lire
file-save = Enregistrer
file-save-as = Enregistrer sous…
file-rename = Renommer le projet…
file-rename-hint = le nom de la barre de titre, du pied des dossiers d'arbitrage et du fichier d'agenda
rename-title = Renommer le projet
rename-intro = Le nom du projet figure dans la barre de titre, au pied des dossiers d'arbitrage et dans le fichier d'agenda.
rename-name = Nom :
rename-name-hint = un nom
rename-ok = OK
rename-cancel = Annuler
file-print-scoresheet = Imprimer la feuille de partie
file-print-scoresheet-hint = la notation et le relevé de temps de la partie choisie (E5.1, P10)
file-print-a4 = sur A4…
file-print-letter = sur US Letter…
file-quit = Quitter

## Édition

edit-undo = Annuler
edit-redo = Rétablir
edit-whose-desk = À qui est ce bureau…
edit-mail-account = Compte de messagerie…
edit-mail-account-hint = les serveurs IMAP et SMTP par lesquels le courrier de vos parties est relevé et envoyé
edit-engine-settings = Réglages du moteur…
edit-own-file-chooser = Utiliser le sélecteur de fichiers de ccdesk
edit-own-file-chooser-hint = choisir les fichiers dans la fenêtre de ccdesk plutôt que dans la boîte de dialogue du système (de toute façon quand celle-ci ne s'ouvre pas)

## Affichage

view-workspace = Espace de travail
workspace-all-panes = Tous les volets
workspace-all-panes-hint = la liste des parties et l'administration du tournoi, l'échiquier, la feuille de partie et le relevé des temps
workspace-player = Joueur
workspace-player-hint = vos parties et ce qui est dû, l'échiquier, la feuille de partie et le relevé des temps
workspace-organiser = Organisateur
workspace-organiser-hint = l'administration du tournoi, en large, avec la liste des parties
workspace-adjudicator = Arbitre
workspace-adjudicator-hint = les dossiers d'arbitrage et leurs pièces, l'échiquier, la feuille de partie et le relevé des temps qu'un dossier contient
workspace-shown = espace de travail { $name }
view-own-layout-hint = votre propre disposition ; clic droit pour la supprimer
view-delete-layout = supprimer « { $name } »
view-save-layout-as = Enregistrer la disposition sous
view-layout-name-hint = un nom
view-save-layout = Enregistrer
view-save-layout-hint = garder la disposition affichée sous ce nom, ici dans Affichage
view-layout-not-saved = disposition non enregistrée : { $problem }
view-reset-layout = Rétablir la disposition
view-reset-layout-hint = remettre la disposition propre à l'espace de travail choisi
view-panes = Volets
theme-system = Thème du système
theme-light = Clair
theme-dark = Sombre
view-go-to = Aller à
go-to-board = Échiquier
go-to-move-field = Champ du coup
go-to-games-list = Liste des parties
go-to-due-list = Liste des échéances
go-to-pane = Volet { $pane }
view-language = Langue
view-language-hint = la langue des menus de la fenêtre (celle du système tant que vous n'en choisissez pas)

## Aide

help-welcome = Bienvenue…
help-welcome-hint = ce que sont ccdesk et la démo, à qui est le bureau, et comment commencer
help-about = À propos de ccdesk…
help-keyboard = Clavier…

## Jours à la pendule

days-left =
    { $days ->
        [one] { $days } jour restant
       *[other] { $days } jours restants
    }
