# Lo que hizo una orden aplicada, en español: las palabras de la barra de
# estado para los cambios más comunes.
event-played = { $san } jugada en la partida { $game }
event-played-reply = { $san } jugada en la partida { $game }; siguió la respuesta condicional { $reply }
event-took-back = { $san } retirada en la partida { $game }
event-dates-changed = cambiadas las fechas de { $san } en la partida { $game }
event-kept-sent = guardado el mensaje enviado el { $date } en la partida { $game }
event-kept-received = guardado el mensaje recibido el { $date } en la partida { $game }
event-dropped-sent = quitado el mensaje enviado el { $date } de la partida { $game }
event-dropped-received = quitado el mensaje recibido el { $date } de la partida { $game }
event-undid = deshecho: { $what }
event-redid = rehecho: { $what }
