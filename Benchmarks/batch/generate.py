#!/usr/bin/env python3
"""Writes N generated templates (default 200) into a folder: list screens, forms and card grids
with varied text, one image each, deterministic (seeded)."""
import os, random, sys

def list_screen(r, i):
    rows = "\n".join(
        f'      - {{type: listRow, title: "Item {i}-{k} {r.choice(WORDS)}", subtitle: "{r.choice(WORDS)} · {r.randint(1, 59)} min", detail: "{r.randint(1, 999)}", accessory: chevron}}'
        for k in range(r.randint(5, 9)))
    return f"""device: iPhone 15
views:
  - {{id: nav, type: navigationBar, title: "Screen {i}", trailing: Edit}}
  - id: list
    type: stack
    axis: vertical
    views:
{rows}
  - {{id: action, type: button, title: "{r.choice(WORDS).title()} now"}}
constraints:
  - "H:|[nav]|"
  - "nav.top == safeArea.top"
  - "H:|[list]|"
  - "list.top == nav.bottom + 8"
  - "action.leading == root.margins.leading"
  - "action.trailing == root.margins.trailing"
  - "action.bottom == safeArea.bottom - 12"
"""

def form_screen(r, i):
    fields = "\n".join(f'      - {{id: f{k}, type: textField, placeholder: "{r.choice(WORDS).title()} {k}"}}' for k in range(r.randint(3, 6)))
    return f"""device: iPhone 15
views:
  - {{id: title, type: label, text: "Form {i}: {r.choice(WORDS)} {r.choice(WORDS)}", font: title, lines: 0}}
  - id: form
    type: stack
    axis: vertical
    spacing: 12
    views:
{fields}
      - {{id: agree, type: checkbox, title: "I agree to {r.choice(WORDS)}", checked: {str(r.random() < 0.5).lower()}}}
      - {{id: submit, type: button, title: Continue}}
constraints:
  - "title.leading == root.margins.leading"
  - "title.trailing == root.margins.trailing"
  - "title.top == safeArea.top + 24"
  - "form.leading == root.margins.leading"
  - "form.trailing == root.margins.trailing"
  - "form.top == title.bottom + 24"
"""

def grid_screen(r, i):
    cards = []
    for k in range(4):
        cards.append(f'          - {{id: c{k}, type: box, fill: "#{r.randint(0x808080, 0xFFFFFF):06X}", cornerRadius: 14, size: {{height: {r.randint(80, 140)}}}}}')
    return f"""device: iPhone 15
views:
  - {{id: title, type: label, text: "Dashboard {i}", font: largeTitle}}
  - id: grid
    type: stack
    axis: vertical
    spacing: 12
    distribution: fillEqually
    views:
      - id: top
        type: stack
        axis: horizontal
        spacing: 12
        distribution: fillEqually
        views:
{cards[0]}
{cards[1]}
      - id: bottom
        type: stack
        axis: horizontal
        spacing: 12
        distribution: fillEqually
        views:
{cards[2]}
{cards[3]}
  - {{id: progress, type: progress, value: {r.random():.2f}}}
  - {{id: filter, type: segmented, segments: [Day, Week, Month], selected: {r.randint(0, 2)}}}
constraints:
  - "title.leading == root.margins.leading"
  - "title.top == safeArea.top + 12"
  - "grid.leading == root.margins.leading"
  - "grid.trailing == root.margins.trailing"
  - "grid.top == title.bottom + 16"
  - "grid.height == 0.8 * root.width"
  - "H:|-[progress]-|"
  - "progress.top == grid.bottom + 20"
  - "filter.leading == root.margins.leading"
  - "filter.trailing == root.margins.trailing"
  - "filter.top == progress.bottom + 20"
"""

WORDS = "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu".split()

def main():
    folder = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    r = random.Random(5)
    makers = [list_screen, form_screen, grid_screen]
    for i in range(count):
        sub = os.path.join(folder, f"group{i % 10}")
        os.makedirs(sub, exist_ok=True)
        with open(os.path.join(sub, f"screen{i:03d}.yaml"), "w") as f:
            f.write(makers[i % 3](r, i))

main()
