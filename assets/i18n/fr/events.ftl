# Ce qu'a fait une commande appliquée, en français : les mots de la barre
# d'état pour les changements les plus courants.
event-played = { $san } joué dans la partie { $game }
event-played-reply = { $san } joué dans la partie { $game } ; la réponse conditionnelle { $reply } a suivi
event-took-back = { $san } repris dans la partie { $game }
event-dates-changed = dates de { $san } changées dans la partie { $game }
event-kept-sent = message envoyé le { $date } gardé dans la partie { $game }
event-kept-received = message reçu le { $date } gardé dans la partie { $game }
event-dropped-sent = message envoyé le { $date } retiré de la partie { $game }
event-dropped-received = message reçu le { $date } retiré de la partie { $game }
event-undid = annulé : { $what }
event-redid = rétabli : { $what }
