# Ciò che ha fatto un comando applicato, in italiano: le parole della
# barra di stato per le modifiche più comuni.
event-played = { $san } giocata nella partita { $game }
event-played-reply = { $san } giocata nella partita { $game }; è seguita la risposta condizionale { $reply }
event-took-back = { $san } ritirata nella partita { $game }
event-dates-changed = cambiate le date di { $san } nella partita { $game }
event-kept-sent = conservato il messaggio inviato il { $date } nella partita { $game }
event-kept-received = conservato il messaggio ricevuto il { $date } nella partita { $game }
event-dropped-sent = tolto il messaggio inviato il { $date } dalla partita { $game }
event-dropped-received = tolto il messaggio ricevuto il { $date } dalla partita { $game }
event-undid = annullato: { $what }
event-redid = ripristinato: { $what }
