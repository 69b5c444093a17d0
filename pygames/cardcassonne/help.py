"""How to play Cardcassonne on the screen, in English and French (the message
"cardcassonne.help", which the rules dialog shows above the rules)."""

HELP_EN = """## Playing on this screen
- **Tap a card** in your hand, then **tap a row** to put it at that row's open end; the rows it may go to light up. Or **drag** the card onto a row. A card or row that cannot be used says why.
- Your **first card of each round goes face down**, in any row. On your screen a face-down card of yours shows its face small in a window of the back, under an eye; everyone else sees only the back, with a dot in your colour.
- **Tap your follower** (beside your hand), then a row, to claim the cards at that row's open end; or drag it there. Each row's label says how many cards a follower placed now would claim.
- When a joker turns up in the opening and you deal, **tap the row** it goes to.
- When you claim a face-down animal or building from a row of another colour, choose **Keep it** or **Take 10 points**.
- The column at the left is the scoring track: a pawn per player at its score. Each player's box shows the cards in hand, the animals collected by colour (★: animal jokers waiting for animals) and how many buildings lie unseen under the chest.
- After each round a summary shows what everyone claimed and scored; the next round goes on when you close it. The last one shows the building sets.
- ↶ and ↷ undo and redo; *New* starts another deal.

### With the keyboard
- **Tab** goes to your hand, then to the rows; the **arrow keys** move from card to card in the hand and from row to row.
- **Enter** or **Space** picks up the card or follower in focus and takes you to the first row it may go to; on a row, it puts the picked-up piece there.
- **1** to **4** put the picked-up piece in the cloister, road, field or city row.
- **Esc** lets go of the picked-up piece."""

HELP_FR = """## Jouer sur cet écran
- **Touchez une carte** de votre main, puis **touchez une rangée** pour la poser au bout de cette rangée ; les rangées où elle peut aller s'allument. Ou **faites glisser** la carte sur une rangée. Une carte ou une rangée qui ne peut pas servir dit pourquoi.
- Votre **première carte de chaque manche se pose face cachée**, dans la rangée de votre choix. Sur votre écran, une carte cachée à vous montre sa face en petit dans une fenêtre du dos, sous un œil ; les autres ne voient que le dos, avec un point de votre couleur.
- **Touchez votre partisan** (à côté de votre main), puis une rangée, pour prendre les cartes au bout de cette rangée ; ou faites-le glisser. L'étiquette de chaque rangée dit combien de cartes un partisan posé maintenant prendrait.
- Quand un joker sort au départ et que vous donnez, **touchez la rangée** où il va.
- Quand vous prenez un animal ou un bâtiment face cachée dans une rangée d'une autre couleur, choisissez **Le garder** ou **Prendre 10 points**.
- La colonne de gauche est la piste de score : un pion par joueur, à son score. Le cadre de chaque joueur montre ses cartes en main, ses animaux par couleur (★ : jokers animaux qui attendent des animaux) et combien de bâtiments dorment, invisibles, dans son coffre.
- Après chaque manche, un bilan montre ce que chacun a pris et marqué ; la manche suivante commence quand vous le fermez. Le dernier montre les séries de bâtiments.
- ↶ et ↷ annulent et rétablissent ; *Nouvelle* lance une autre donne.

### Au clavier
- **Tab** mène à votre main, puis aux rangées ; les **flèches** passent d'une carte à l'autre dans la main et d'une rangée à l'autre.
- **Entrée** ou **Espace** prend la carte ou le partisan qui a le focus et vous mène à la première rangée où il peut aller ; sur une rangée, y pose la pièce prise.
- **1** à **4** posent la pièce prise dans la rangée de l'abbaye, de la route, du pré ou de la ville.
- **Échap** repose la pièce prise."""
