# What an applied command did, in English: the status bar's words for
# the most common changes (the others stay in the domain's English).
event-played = played { $san } in game { $game }
event-played-reply = played { $san } in game { $game }; the conditional reply { $reply } followed
event-took-back = took back { $san } in game { $game }
event-dates-changed = changed the dates of { $san } in game { $game }
event-kept-sent = kept the message sent on { $date } in game { $game }
event-kept-received = kept the message received on { $date } in game { $game }
event-dropped-sent = dropped the message sent on { $date } from game { $game }
event-dropped-received = dropped the message received on { $date } from game { $game }
event-undid = undid: { $what }
event-redid = redid: { $what }
