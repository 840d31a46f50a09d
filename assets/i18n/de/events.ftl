# Was ein angewandter Befehl tat, auf Deutsch: die Worte der Statusleiste
# für die häufigsten Änderungen.
event-played = { $san } in Partie { $game } gespielt
event-played-reply = { $san } in Partie { $game } gespielt; die bedingte Antwort { $reply } folgte
event-took-back = { $san } in Partie { $game } zurückgenommen
event-dates-changed = die Daten von { $san } in Partie { $game } geändert
event-kept-sent = die am { $date } gesandte Nachricht in Partie { $game } aufbewahrt
event-kept-received = die am { $date } empfangene Nachricht in Partie { $game } aufbewahrt
event-dropped-sent = die am { $date } gesandte Nachricht aus Partie { $game } entfernt
event-dropped-received = die am { $date } empfangene Nachricht aus Partie { $game } entfernt
event-undid = rückgängig: { $what }
event-redid = wiederholt: { $what }
