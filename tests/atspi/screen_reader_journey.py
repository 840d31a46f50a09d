#!/usr/bin/python3
"""A blind player's journey through ccdesk's real window, over AT-SPI.

Run by tests/atspi/run.sh (which starts Xvfb, a D-Bus session, the AT-SPI
bus and ccdesk on a copy of the demo project). Everything here goes through
the accessibility tree, as Orca would: names, descriptions, states, actions
and the announcements (`object:announcement`) that AccessKit sends for live
regions. Exit 0 when every step held; otherwise each failure is printed and
the exit status is 1.
"""

import sys
import time

import pyatspi
from gi.repository import GLib

# How long one step may wait for what it expects (an announcement, a window).
STEP_TIMEOUT_S = 20
failures = []
announcements = []
log_lines = []


def log(text):
    log_lines.append(text)
    print(text, file=sys.stderr, flush=True)


def fail(text):
    failures.append(text)
    log("FAIL: " + text)


def on_announcement(event):
    text = str(event.any_data or "")
    announcements.append(text)
    log("announced: " + text)


def find_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name == "ccdesk":
            return app
    return None


def nodes_of(node, out=None):
    out = [] if out is None else out
    out.append(node)
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            nodes_of(child, out)
    return out


def role(node):
    return node.getRoleName()


def states(node):
    return node.getState()


def has_word(text):
    """A name a screen reader can say: at least one letter or digit."""
    return any(ch.isalnum() for ch in text or "")


def click(node):
    action = node.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    if "click" not in names:
        fail(f"{role(node)} '{node.name}' has no click action (has {names})")
        return
    action.doAction(names.index("click"))


def type_into_move_field(nodes, text):
    fields = [n for n in nodes if role(n) == "entry" and n.name == "Move:"]
    if not fields:
        fail("no Move field (entry named 'Move:') in the tree")
        return False
    fields[0].queryEditableText().setTextContents(text)
    return True


def board_squares(nodes):
    """The board's squares by name ("e4"), from toggle buttons named
    "e4" or "e4 black knight"."""
    out = {}
    for node in nodes:
        name = node.name or ""
        square = name.split(" ")[0]
        if (
            role(node) == "toggle button"
            and len(square) == 2
            and square[0] in "abcdefgh"
            and square[1] in "12345678"
        ):
            out[square] = node
    return out


def press(nodes, name):
    buttons = [n for n in nodes if role(n) == "push button" and n.name == name]
    if not buttons:
        fail(f"no button named '{name}'")
        return False
    click(buttons[0])
    return True


class Journey:
    """Steps run one per tick of the main loop, so AT-SPI events arrive."""

    def __init__(self):
        self.steps = [
            self.wait_for_window,
            self.check_the_tree,
            self.show_only_my_move,
            self.open_a_game_where_it_is_my_move,
            self.ask_where_my_pieces_are,
            self.check_where_my_pieces_are,
            self.ask_the_clocks,
            self.check_the_clocks,
            self.type_an_unreadable_move,
            self.check_the_refusal,
            self.pick_up_a_piece_with_a_legal_move,
            self.put_it_down,
            self.keep_it_to_send_later,
            self.check_the_move_was_played,
            self.ask_the_last_move,
            self.check_the_last_move,
            self.open_the_file_menu,
            self.open_the_reply,
            self.check_the_reply,
        ]
        self.app = None
        self.step_started = time.time()
        self.mark = 0
        self.side = None
        self.tried = []
        self.picked = None
        self.target = None
        self.played = None

    def nodes(self):
        return nodes_of(self.app)

    def since_mark(self):
        return announcements[self.mark:]

    def set_mark(self):
        self.mark = len(announcements)

    def tick(self):
        if not self.steps:
            pyatspi.Registry.stop()
            return False
        step = self.steps[0]
        try:
            done = step()
        except Exception as error:  # report, never hang
            fail(f"{step.__name__}: {error!r}")
            pyatspi.Registry.stop()
            return False
        if done is False and time.time() - self.step_started > STEP_TIMEOUT_S:
            fail(f"{step.__name__}: nothing came within {STEP_TIMEOUT_S} s")
            if step == self.wait_for_window:
                pyatspi.Registry.stop()
                return False
            done = True
        if done is not False:
            self.steps.pop(0)
            self.step_started = time.time()
        return True

    # -- steps --------------------------------------------------------

    def wait_for_window(self):
        self.app = find_app()
        if self.app is None:
            return False
        nodes = self.nodes()
        # A first run may greet the newcomer; a blind player answers it.
        for node in nodes:
            if role(node) == "push button" and (node.name or "").lower().startswith(
                "explore the demo"
            ):
                click(node)
                return False
        return any(role(n) == "entry" and n.name == "Move:" for n in nodes)

    def check_the_tree(self):
        nodes = self.nodes()
        log(f"{len(nodes)} nodes in the tree")
        frames = [n for n in nodes if role(n) == "frame"]
        if not frames or "ccdesk" not in (frames[0].name or ""):
            fail(f"the window frame is not named with the title: {[f.name for f in frames]}")
        nameless = []
        for node in nodes:
            if states(node).contains(pyatspi.STATE_FOCUSABLE) and not has_word(node.name):
                nameless.append(f"{role(node)} '{node.name}'")
        if nameless:
            fail(f"{len(nameless)} focusable nodes without a name in words: {nameless[:12]}")
        # A combo box says what it holds after its name (issue 31): the
        # games list's order is "as entered" when the window opens.
        combos = [n for n in nodes if role(n) == "combo box"]
        if not combos:
            fail("no combo box in the tree")
        silent = [c.name for c in combos if not has_word(c.description)]
        if silent:
            fail(f"combo boxes that do not say what they hold: {silent}")
        order = [c for c in combos if c.name == "order"]
        if not order or order[0].description != "as entered":
            fail(f"the games list's order does not say 'as entered': {[(c.name, c.description) for c in order]}")
        squares = board_squares(nodes)
        if len(squares) != 64:
            fail(f"expected 64 board squares, found {len(squares)}")
        return True

    def show_only_my_move(self):
        """The games list's filter: the games where it is my move."""
        filters = [
            n for n in self.nodes() if role(n) == "toggle button" and n.name == "my move"
        ]
        if not filters:
            fail("the games list has no 'my move' filter")
        else:
            click(filters[0])
        return True

    def open_a_game_where_it_is_my_move(self):
        games = [n for n in self.nodes() if "(my move)" in (n.name or "")]
        if not games:
            return False  # the filtered list is being drawn
        log("opening: " + games[0].name)
        click(games[0])
        return True

    def ask_where_my_pieces_are(self):
        nodes = self.nodes()
        labels = [n.name for n in nodes if role(n) == "label"]
        for label in labels:
            if label in ("White to move", "Black to move"):
                self.side = label.split()[0].lower()
        if self.side is None:
            fail("the board does not say whose move it is")
            return True
        self.set_mark()
        if type_into_move_field(nodes, "p"):
            press(nodes, "Play")
        return True

    def check_where_my_pieces_are(self):
        said = self.since_mark()
        if not said:
            return False  # wait for the announcement
        if not any("king" in s.lower() for s in said):
            fail(f"'p' did not tell where my pieces are: {said}")
        return True

    def ask_the_clocks(self):
        self.set_mark()
        nodes = self.nodes()
        if type_into_move_field(nodes, "c"):
            press(nodes, "Play")
        return True

    def check_the_clocks(self):
        said = self.since_mark()
        if not said:
            return False
        if not any("day" in s.lower() for s in said):
            fail(f"'c' did not tell the clocks in days: {said}")
        return True

    def type_an_unreadable_move(self):
        self.set_mark()
        nodes = self.nodes()
        if type_into_move_field(nodes, "Qz9"):
            press(nodes, "Play")
        return True

    def check_the_refusal(self):
        said = self.since_mark()
        if not said:
            return False
        if not any("Qz9" in s for s in said):
            fail(f"the refused move was not announced: {said}")
        return True

    def squares(self):
        return board_squares(self.nodes())

    def pick_up_a_piece_with_a_legal_move(self):
        squares = self.squares()
        if self.picked is not None:
            targets = [s for s, n in squares.items() if "legal target" in (n.description or "")]
            if targets:
                self.target = targets[0]
                return True
            click(squares[self.picked])  # put it back: no legal move
            self.picked = None
            return False
        for square, node in sorted(squares.items()):
            if square in self.tried:
                continue
            if f" {self.side} " in node.name + " ":
                self.tried.append(square)
                self.picked = square
                log(f"picking up {node.name}")
                click(node)
                return False
        fail("no piece of the side to move has a legal target")
        return True

    def put_it_down(self):
        if self.picked is None:
            return True
        picked = self.squares()[self.picked]
        if not picked.getState().contains(pyatspi.STATE_SELECTED) and not picked.getState().contains(pyatspi.STATE_CHECKED) and not picked.getState().contains(pyatspi.STATE_PRESSED):
            fail(f"the piece picked up on {self.picked} is not selected in the tree")
        self.set_mark()
        log(f"putting it down on {self.target}")
        click(self.squares()[self.target])
        return True

    def keep_it_to_send_later(self):
        """The move's dates form asks when it was received and sent: the
        player keeps it unsent and writes the reply next."""
        nodes = self.nodes()
        if not any(n.name == "not sent yet" for n in nodes):
            return False
        self.set_mark()
        press(nodes, "not sent yet")
        return True

    def check_the_move_was_played(self):
        said = self.since_mark()
        if not said:
            return False
        if not any("played" in s.lower() for s in said):
            fail(f"the move played was not announced: {said}")
        return True

    def ask_the_last_move(self):
        self.set_mark()
        nodes = self.nodes()
        if type_into_move_field(nodes, "l"):
            press(nodes, "Play")
        return True

    def check_the_last_move(self):
        said = self.since_mark()
        if not said:
            return False
        piece = self.squares()[self.target].name.split(" ")[-1]
        if not any(s.startswith("last move:") and self.target in s for s in said):
            fail(f"'l' did not tell the move to {self.target}: {said}")
        log(f"the {piece} stands on {self.target}")
        return True

    def open_the_file_menu(self):
        nodes = self.nodes()
        unsent = [n for n in nodes if "not sent yet" in (n.description or "")]
        if not unsent:
            fail("the scoresheet does not list the move as not sent yet")
        else:
            self.played = unsent[-1].name
            log(f"scoresheet: {unsent[-1].description}")
        return press(nodes, "File") or True

    def open_the_reply(self):
        nodes = self.nodes()
        replies = [n for n in nodes if n.name == "Reply…"]
        if not replies:
            return False  # the menu is still opening
        click(replies[0])
        return True

    def check_the_reply(self):
        """The reply dialog's message names the move just played."""
        for node in self.nodes():
            if role(node) not in ("entry", "text", "paragraph", "label"):
                continue
            try:
                text = node.queryText()
                body = text.getText(0, text.characterCount)
            except NotImplementedError:
                body = node.name or ""
            if self.played and self.played in body and len(body) > 40:
                log("reply: " + body[:160].replace("\n", " | "))
                return True
        return False


def main():
    pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
    journey = Journey()
    GLib.timeout_add(1000, journey.tick)
    pyatspi.Registry.start()
    if failures:
        print(f"\n{len(failures)} failure(s):", file=sys.stderr)
        for text in failures:
            print(" - " + text, file=sys.stderr)
        return 1
    print("screen reader journey: every step held", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
