"""Messages as data: a key and its parameters, rendered in a language only when read.

The engine never writes a sentence into a position: a log entry or a refusal is a message,
`{"key": "agony-aunt.plays", "seat": 2, "card": "9C"}`, so saves stay language-free and the
page renders the same game in English or French. Each game registers its templates in both
languages (`register_messages`); the page gets them all from the build (tools/build/site.py) and
renders with web/js/kit/i18n.js, which follows the same rules as `render` here. Python renders
English for the command line, tests and the text of a refusal (`str(IllegalMove)`).

Templates: text with placeholders, `{name}` or `{name:format}`:
    {n}             a number or text as it is; a message (a dict with "key") rendered; a
                    list of them joined ("a, b and c")
    {s:seat}        the name of seat s (names are the reader's: "You", "Ana", "Computer 2")
    {c:card}        a card's name ("Queen of spades"); {c:card.the} with its article
                    ("the Queen of spades", "la Dame de pique"); a list of cards is joined
    {s:suit}        a suit's name, {r:rank} a rank's
    {n:ordinal}     "3rd", "3e" ({n:ordinal.f} before a feminine word: "1re")
    {g:game}        a game's title, from its id
    {n|# card|# cards}   the plural form for n (# stands for n)
A message whose `seat` is the reader's own seat ("You") uses the template `<key>.you` when the
catalog has one ("You play the 9 of clubs" rather than "You plays"). Templates are written
as they read: a log line starts with a capital, a refusal does not (the page shows it as a
sentence; in English it also ends "cannot be replayed: <reason>"). A value that a format
cannot name (no such suit, rank, card, seat or game) is shown as written, cut short: a
message always renders, whatever its parameters.
"""

import re

LANGUAGES = ("en", "fr")
CATALOGS = {language: {} for language in LANGUAGES}
# Each registered game's own title (core.registry fills it in), for a catalog that has none.
GAME_TITLES = {}
PLACEHOLDER = re.compile(r"\{(\w+)(?::([\w.]+)|\|([^{}]*))?\}")
# French elides these words before a vowel: "de Ordinateur 2" reads "d'Ordinateur 2". A name
# or card put into a template is only known once rendered, so the rendered text is elided.
FRENCH_ELISION = re.compile(r"(^|[\s(«])(de|que|le|la|ne|se) (?=[aeiouàâäéèêëîïôöûüœæ])", re.I)
# French keeps a space before : ; ? ! » and % and after «, one that never breaks: a line may
# not start with the "?" or the "%" of the word before it.
FRENCH_SPACE = re.compile(r" (?=[:;?!»%])|(?<=«) ")
# How much of a value that a template cannot name is shown.
WRITTEN_LIMIT = 60


def register_messages(messages):
    """Add a game's templates, {language: {key: template}}; every language needs every key.
    Registering the same templates again changes nothing."""
    keys = {language: set(messages.get(language, {})) for language in LANGUAGES}
    if len({frozenset(found) for found in keys.values()}) != 1:
        missing = {language: sorted(set().union(*keys.values()) - found)[:3]
                   for language, found in keys.items() if set().union(*keys.values()) - found}
        raise ValueError(f"messages missing in some language: {missing}")
    for language in LANGUAGES:
        clash = {key for key in CATALOGS[language].keys() & messages[language].keys()
                 if CATALOGS[language][key] != messages[language][key]}
        if clash:
            raise ValueError(f"message keys registered twice: {sorted(clash)[:3]}")
        CATALOGS[language].update(messages[language])


def message(key, **params):
    """A message entry: the key and its parameters (JSON values only)."""
    return {"key": key, **params}


class Reader:
    """Renders messages in one language for one reader: `names` per seat, `you` the reader's
    own seat when its name is the default "You" (else None)."""

    def __init__(self, language="en", names=None, you=None):
        self.catalog = CATALOGS[language]
        self.language = language
        self.names = names
        self.you = you

    def text(self, key, **params):
        return self.render(message(key, **params))

    def render(self, entry):
        key = entry["key"]
        if self.you is not None and entry.get("seat") == self.you and key + ".you" in self.catalog:
            key += ".you"
        template = self.catalog.get(key)
        if template is None:
            return key  # visibly untranslated, never a crash
        text = PLACEHOLDER.sub(lambda found: self.placeholder(entry, *found.groups()), template)
        return french(text) if self.language == "fr" else text

    def placeholder(self, entry, name, form, plural):
        value = entry.get(name)
        if plural is not None:
            one, _, other = plural.partition("|")
            chosen = one if self.is_one(value) else other
            return chosen.replace("#", as_written(value))
        if form is None:
            return self.plain(value)
        if isinstance(value, list):
            return self.joined([self.formatted(item, form) for item in value])
        return self.formatted(value, form)

    def is_one(self, number):
        return number == 1 if self.language == "en" else number in (0, 1)

    def plain(self, value):
        if isinstance(value, dict) and "key" in value:
            return self.render(value)
        if isinstance(value, list):
            return self.joined([self.plain(item) for item in value])
        return value if isinstance(value, str) else as_written(value)

    def joined(self, parts):
        if len(parts) < 2:
            return "".join(parts)
        return ", ".join(parts[:-1]) + self.catalog["core.and"] + parts[-1]

    def formatted(self, value, form):
        if form == "seat":
            return self.seat_name(value)
        if form in ("card", "card.the"):
            return self.card_name(value, with_article=form == "card.the")
        if form in ("suit", "rank"):
            return self.code_name(form, value)
        if form in ("ordinal", "ordinal.f"):
            if not isinstance(value, int) or isinstance(value, bool):
                return as_written(value)
            return ordinal(value, self.language, feminine=form == "ordinal.f")
        if form == "game":
            if not isinstance(value, str):
                return as_written(value)
            return self.catalog.get(f"{value}.title") or GAME_TITLES.get(value, as_written(value))
        raise ValueError(f"unknown placeholder format {form!r}")

    def seat_name(self, seat):
        if seat == self.you:
            return self.catalog["core.you"]
        if self.names is not None and isinstance(seat, int) and 0 <= seat < len(self.names):
            return self.names[seat]
        return self.catalog["core.seat-name"].replace("#", as_written(seat))

    def code_name(self, kind, code):
        """The name of a suit or a rank ("suit", "S": "spades"); a code that names none, as
        written."""
        name = self.catalog.get(f"core.{kind}.{code}") if isinstance(code, str) else None
        return as_written(code) if name is None else name

    def card_name(self, code, with_article=False):
        """A standard card's name from its code ("QS"), or a game's card as a message; a code
        that names no card, as written."""
        if isinstance(code, dict) and "key" in code:
            if with_article and code["key"] + ".the" in self.catalog:
                return self.render({**code, "key": code["key"] + ".the"})
            return self.render(code)
        if code == "JOKER":
            name = self.catalog["core.card.joker"]
            rank = "joker"
        elif (isinstance(code, str) and len(code) == 2 and f"core.rank.{code[0]}" in self.catalog
              and f"core.suit.{code[1]}" in self.catalog):
            rank = code[0]
            name = self.catalog["core.card"].replace("{rank}", self.catalog[f"core.rank.{rank}"]) \
                .replace("{suit}", self.catalog[f"core.suit.{code[1]}"])
        else:
            return as_written(code)
        if not with_article:
            return name
        article = self.catalog.get(f"core.card.the.{rank}", self.catalog["core.card.the"])
        return article.replace("{card}", name)


def as_written(value):
    """A value that no template names as it is: text cut to WRITTEN_LIMIT characters, a number
    as written when it is short, anything else as an ellipsis."""
    if isinstance(value, str):
        return value if len(value) <= WRITTEN_LIMIT else value[:WRITTEN_LIMIT] + "…"
    if value is None or isinstance(value, (int, float)) and abs(value) < 10 ** WRITTEN_LIMIT:
        return str(value)
    return "…"


def french(text):
    """French text with "de", "que", "le"... before a vowel written "d'", "qu'", "l'", and its
    spaces before a colon, a question mark... that never break (as the page writes them)."""
    text = FRENCH_ELISION.sub(lambda found: f"{found[1]}{found[2][:-1]}'", text)
    return FRENCH_SPACE.sub("\u00a0", text)


def ordinal(number, language, feminine=False):
    """1st 2nd 3rd 4th 11th 21st; 1er (1re) 2e 3e."""
    if language == "fr":
        return ("1re" if feminine else "1er") if number == 1 else f"{number}e"
    if number % 100 in (11, 12, 13):
        return f"{number}th"
    return f"{number}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(number % 10, 'th') }"


ENGLISH = Reader("en")


def english(entry):
    """A message in English, as the command line and refusals show it."""
    return ENGLISH.render(entry)


CORE_MESSAGES = {
    "en": {
        "core.and": " and ",
        "core.you": "you",
        "core.seat-name": "seat #",
        "core.card": "{rank} of {suit}",
        "core.card.joker": "Joker",
        "core.card.the": "the {card}",
        "core.card.the.A": "the {card}",
        "core.card.the.Q": "the {card}",
        "core.rank.A": "Ace", "core.rank.2": "2", "core.rank.3": "3", "core.rank.4": "4",
        "core.rank.5": "5", "core.rank.6": "6", "core.rank.7": "7", "core.rank.8": "8",
        "core.rank.9": "9", "core.rank.T": "10", "core.rank.J": "Jack", "core.rank.Q": "Queen",
        "core.rank.K": "King",
        **{f"core.rank.index.{rank}": index for rank, index in zip("A23456789TJQK", [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"])},
        "core.suit.C": "clubs", "core.suit.D": "diamonds", "core.suit.H": "hearts",
        "core.suit.S": "spades",
        "core.players.kind": "players must be a whole number, not {value}",
        "core.players.range": "{game:game} is for {min} to {max} players, not {value}",
        "core.players.exact": "{game:game} is for {count|# player|# players}, not {value}",
        "core.seed": "seed must be a whole number from 0 to {max}, not {value}",
        "core.seat.range": "seat must be a number from 0 to {max}, not {value}",
        "core.move.kind": "a move is written as text, not {value}",
        "core.move.over": "the game is over",
        "core.move.turn": "it is not {seat:seat}'s turn (waiting for {waiting:seat})",
        "core.move.turn.you": "it is not your turn (waiting for {waiting:seat})",
        "core.move.spelling": "{move} is not how this move is written: write {listed}",
        "core.move.unknown": "{move} is not one of the moves {seat:seat} may make now",
        "core.move.unknown.you": "{move} is not one of the moves you may make now",
        "core.move.intent": "that is not a move of {game:game}",
        "core.option.per-seat": "option '{name}' needs a list of {players} values, one per seat",
        "core.option.bool": "option '{name}' must be true or false, not {value}",
        "core.option.whole": "option '{name}' must be a whole number, not {value}",
        "core.option.range": "option '{name}' must be between {min} and {max}, not {value}",
        "core.option.choice": "option '{name}' must be one of {choices}, not {value}",
        "core.option.mapping": "options must be a mapping of option names to values",
        "core.option.unknown": "unknown option {value}; this game has {known}",
        "core.option.none": "unknown option {value}; this game has no options",
        "core.game.unknown": "unknown game {value}; known games: {known}",
        "core.save.object": "a save must be a JSON object",
        "core.save.missing": "the save has no '{field}'",
        "core.save.format": "unknown save format {value} (this program reads {format})",
        "core.save.moves": "the save's moves must be a list",
        "core.save.pair": "move {number} is not a [seat, move] pair",
        "core.save.replay": "move {number} (by seat {seat}) cannot be replayed: {reason}",
        "core.table.undo": "there is nothing to undo",
        "core.table.undo-over": "the game is over: it cannot be undone, but its replay shows every move",
        "core.table.redo": "there is nothing to redo",
        "core.table.closed": "this game is no longer open",
        "core.table.level": "{game:game} has no computer player of level {value}",
        "core.table.no-move": "{seat:seat} has no move to make",
        "core.table.no-move.you": "you have no move to make",
        "core.table.seek": "there is no position {value} in this game (0 to {last})",
        "core.table.no-hints": "{game:game} gives no hints",
        "core.table.no-solver": "{game:game} has no solver",
        "core.table.no-grades": "{game:game} does not grade its deals",
        "core.table.not-settled": "the rest of this game can still change how it ends: play it move by move",
        "core.save.game": "this save is not a {game:game} game",
        "core.engine.failed": "the game engine failed unexpectedly; the game is unchanged",
    },
    "fr": {
        "core.and": " et ",
        "core.you": "vous",
        "core.seat-name": "place #",
        "core.card": "{rank} de {suit}",
        "core.card.joker": "Joker",
        "core.card.the": "le {card}",
        "core.card.the.A": "l'{card}",  # l'As, la Dame, le Roi, le Valet, le 7
        "core.card.the.Q": "la {card}",
        "core.rank.A": "As", "core.rank.2": "2", "core.rank.3": "3", "core.rank.4": "4",
        "core.rank.5": "5", "core.rank.6": "6", "core.rank.7": "7", "core.rank.8": "8",
        "core.rank.9": "9", "core.rank.T": "10", "core.rank.J": "Valet", "core.rank.Q": "Dame",
        "core.rank.K": "Roi",
        # A French card's corner reads V (Valet), D (Dame), R (Roi).
        **{f"core.rank.index.{rank}": index for rank, index in zip("A23456789TJQK", [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R"])},
        "core.suit.C": "trèfle", "core.suit.D": "carreau", "core.suit.H": "cœur",
        "core.suit.S": "pique",
        "core.players.kind": "le nombre de joueurs doit être un nombre entier, pas {value}",
        "core.players.range": "{game:game} se joue de {min} à {max} joueurs, pas {value}",
        "core.players.exact": "{game:game} se joue à {count|# joueur|# joueurs}, pas {value}",
        "core.seed": "la donne doit être un nombre entier de 0 à {max}, pas {value}",
        "core.seat.range": "la place doit être un nombre de 0 à {max}, pas {value}",
        "core.move.kind": "un coup s'écrit en texte, pas {value}",
        "core.move.over": "la partie est finie",
        "core.move.turn": "ce n'est pas au tour de {seat:seat} (c'est à {waiting:seat} de jouer)",
        "core.move.turn.you": "ce n'est pas votre tour (c'est à {waiting:seat} de jouer)",
        "core.move.spelling": "{move} ne s'écrit pas ainsi : écrivez {listed}",
        "core.move.unknown": "{move} n'est pas un des coups que {seat:seat} peut jouer maintenant",
        "core.move.unknown.you": "{move} n'est pas un des coups que vous pouvez jouer maintenant",
        "core.move.intent": "ce n'est pas un coup de {game:game}",
        "core.option.per-seat": "l'option « {name} » demande une liste de {players} valeurs, une par place",
        "core.option.bool": "l'option « {name} » vaut vrai ou faux, pas {value}",
        "core.option.whole": "l'option « {name} » doit être un nombre entier, pas {value}",
        "core.option.range": "l'option « {name} » doit être entre {min} et {max}, pas {value}",
        "core.option.choice": "l'option « {name} » doit être l'une de {choices}, pas {value}",
        "core.option.mapping": "les options doivent associer des noms d'options à des valeurs",
        "core.option.unknown": "option inconnue {value} ; ce jeu a {known}",
        "core.option.none": "option inconnue {value} ; ce jeu n'a pas d'options",
        "core.game.unknown": "jeu inconnu {value} ; jeux connus : {known}",
        "core.save.object": "une sauvegarde doit être un objet JSON",
        "core.save.missing": "la sauvegarde n'a pas de « {field} »",
        "core.save.format": "format de sauvegarde inconnu {value} (ce programme lit le {format})",
        "core.save.moves": "les coups de la sauvegarde doivent être une liste",
        "core.save.pair": "le coup {number} n'est pas une paire [place, coup]",
        "core.save.replay": "le coup {number} (de la place {seat}) ne peut pas être rejoué : {reason}",
        "core.table.undo": "il n'y a rien à annuler",
        "core.table.undo-over": "la partie est finie : elle ne s'annule plus, mais vous pouvez la revoir coup par coup",
        "core.table.redo": "il n'y a rien à rétablir",
        "core.table.closed": "cette partie n'est plus ouverte",
        "core.table.level": "{game:game} n'a pas d'adversaire de niveau {value}",
        "core.table.no-move": "{seat:seat} n'a aucun coup à jouer",
        "core.table.no-move.you": "vous n'avez aucun coup à jouer",
        "core.table.seek": "cette partie n'a pas de position {value} (de 0 à {last})",
        "core.table.no-hints": "{game:game} ne donne pas de conseils",
        "core.table.no-solver": "{game:game} n'a pas de solveur",
        "core.table.no-grades": "{game:game} ne classe pas ses donnes par difficulté",
        "core.table.not-settled": "la suite de cette partie peut encore changer son issue : jouez-la coup par coup",
        "core.save.game": "cette sauvegarde n'est pas une partie de {game:game}",
        "core.engine.failed": "le moteur de jeu a échoué de façon inattendue ; la partie n'a pas changé",
    },
}
register_messages(CORE_MESSAGES)
