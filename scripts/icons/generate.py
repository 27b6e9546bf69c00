#!/usr/bin/env python3
"""Generates Sketchpad's icon tables from the files beside this script.

    python3 scripts/icons/generate.py          # rewrite the tables and ICONS.md
    python3 scripts/icons/generate.py --check  # exit 1 if they are not what the inputs give

Inputs (all committed, so the output is the same on every machine):
  sf-symbols-7-names.txt       SF Symbols names (SF Symbols 7).
  sf-symbols-legacy-names.txt  older names iOS 17 still accepts.
  mapping.txt                  SF Symbols name -> Material Icons glyph rules (see its header).
  material-icons-codepoints.txt  Material Icons glyph names and code points, copied from
                               Debian's fonts-material-design-icons-iconfont (6.7.0), the font
                               Sketchpad draws with.
Outputs:
  Sources/SketchpadDrawing/Icon+Table.swift              the mapped names and their glyphs.
  Sources/SketchpadWidgets/Icons/Icon+SystemNames.swift  every SF Symbols name iOS knows.
  ICONS.md                                               the table for people.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))

# What may be left over after a rule's name: it decorates the symbol without changing what it shows.
DECORATIONS = {"circle", "square", "rectangle", "app", "inverse", "portrait", "dashed", "diamond", "fill", "filled"}
# Leftovers starting with these add a companion or a badge; anything may follow them.
COMPANIONS = {"badge", "trianglebadge", "and", "on"}
# Arrows name their direction with `and`: `arrow.left.and.right` is not a decorated `arrow.left`.
DIRECTIONAL = ("arrow", "chevron", "arrowtriangle", "arrowshape")


def read_lines(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f if line.strip() and not line.startswith("#")]


def read_codepoints():
    glyphs = {}
    for line in read_lines("material-icons-codepoints.txt"):
        name, code = line.split()
        glyphs[name] = int(code, 16)
    return glyphs


def read_rules(glyphs):
    """The glyph rules, the exact names among them, and the overlay rules (`@…` lines):
    containers by shape name -> (outline, filled), and dice pips by name -> (outline, filled)."""
    rules, exact, containers, pips, signs = {}, set(), {}, {}, {}
    for number, line in enumerate(read_lines("mapping.txt"), 1):
        parts = line.split()
        if parts[0] == "@sign":
            if len(parts) != 3 or parts[1] in signs:
                sys.exit(f"mapping.txt: bad sign line {line!r}: write `@sign name characters` once a name")
            signs[parts[1]] = parts[2]
            continue
        if parts[0].startswith("@"):
            kind = parts[0][1:]
            pair = parts[2:4] if kind == "pips" else parts[1:3]
            if len(parts) != (4 if kind == "pips" else 3) or any(g not in glyphs for g in pair):
                sys.exit(f"mapping.txt: bad overlay line {line!r}: write `@container outline filled` or "
                         "`@pips name outline filled` with Material glyph names")
            (pips.__setitem__(parts[1], tuple(pair)) if kind == "pips" else containers.__setitem__(kind, tuple(pair)))
            continue
        if len(parts) not in (2, 3):
            sys.exit(f"mapping.txt: bad line {line!r}: write `name outline [filled]`")
        name = parts[0]
        if name.startswith("="):
            name = name[1:]
            exact.add(name)
        outline = parts[1]
        filled = parts[2] if len(parts) == 3 else outline
        for glyph in (outline, filled):
            if glyph not in glyphs:
                sys.exit(f"mapping.txt: {name}: Material Icons has no glyph '{glyph}'")
        if name in rules and rules[name] != (outline, filled):
            sys.exit(f"mapping.txt: {name} is written twice with different glyphs")
        rules[name] = (outline, filled)
    return rules, exact, containers, pips, signs


def resolve_sign(name, rules, containers, signs):
    """(glyph, mode, content) for a currency sign in a container (`eurosign.circle`,
    `wonsign.square.fill`), or None: the sign's characters over the container glyph, knocked
    out of the filled one. A glyph rule written for the name itself (`dollarsign.circle`) wins."""
    tokens = name.split(".")
    filled = tokens[-1] == "fill"
    core = tokens[:-1] if filled else tokens
    if len(core) != 2 or core[0] not in signs or core[1] not in containers or ".".join(core) in rules:
        return None
    return containers[core[1]][1 if filled else 0], "out" if filled else "over", signs[core[0]]


# What an overlay draws over its container: a number of one or two digits, or one letter.
OVERLAY_CHARACTERS = re.compile(r"^([0-9]{1,2}|[a-z])$")


def resolve_overlay(name, containers, pips):
    """(glyph, mode, content) for a numbered, lettered or dice name, or None. `mode` is `over`
    (drawn in the tint over the outline glyph) or `out` (knocked out of the filled glyph);
    `content` is the characters to draw, or `pips=N`."""
    tokens = name.split(".")
    filled = tokens[-1] == "fill"
    core = tokens[:-1] if filled else tokens
    mode = "out" if filled else "over"
    for stem, pair in pips.items():
        head = stem.split(".")
        if core[:len(head)] == head and len(core) == len(head) + 1 and core[-1] in "123456" and len(core[-1]) == 1:
            return pair[1 if filled else 0], mode, f"pips={core[-1]}"
    if len(core) in (2, 3) and OVERLAY_CHARACTERS.match(core[0]) and core[-1] in containers \
            and (len(core) == 2 or core[1] == "alt"):
        pair = containers[core[-1]]
        return pair[1 if filled else 0], mode, core[0].upper()
    return None


def is_decoration(stem, rest):
    if not rest:
        return True
    # A slash crosses the symbol out: `bell.badge.slash` is no decorated bell.
    if "slash" in rest:
        return False
    first = rest[0]
    if first in COMPANIONS:
        return not (first in ("and", "on") and stem.split(".")[0] in DIRECTIONAL)
    return all(t in DECORATIONS or t.isdigit() for t in rest)


def resolve(name, rules, exact):
    """The glyph for `name`, and the rule that gave it, or None."""
    tokens = name.split(".")
    filled = "fill" in tokens
    if name in rules:
        outline, fill = rules[name]
        return (fill if filled and name not in exact else outline if not filled else fill), name
    core = [t for t in tokens if t != "fill"]
    for k in range(len(core), 0, -1):
        stem = ".".join(core[:k])
        if stem not in rules or (stem in exact and k != len(core)):
            continue
        if k == len(core) or is_decoration(stem, core[k:]):
            outline, fill = rules[stem]
            return (fill if filled else outline), stem
    return None


def swift_string_literal(lines):
    return '"""\n' + "\n".join(lines) + '\n"""'


def main():
    check = "--check" in sys.argv
    glyphs = read_codepoints()
    rules, exact, containers, pips, signs = read_rules(glyphs)
    known = sorted(set(read_lines("sf-symbols-7-names.txt")) | set(read_lines("sf-symbols-legacy-names.txt")))
    table = []
    for name in known:
        sign = resolve_sign(name, rules, containers, signs)
        if sign:
            table.append((name, sign[0], glyphs[sign[0]], sign[1:]))
            continue
        found = resolve(name, rules, exact)
        if found:
            table.append((name, found[0], glyphs[found[0]], None))
            continue
        overlay = resolve_overlay(name, containers, pips)
        if overlay:
            table.append((name, overlay[0], glyphs[overlay[0]], overlay[1:]))
    # Rule names that are no SF Symbols name are a typo in mapping.txt.
    known_set = set(known)
    strays = sorted(n for n in list(rules) + list(signs) if n not in known_set)
    if strays:
        sys.exit("mapping.txt: not SF Symbols names iOS knows: " + ", ".join(strays))

    table_swift = (
        "// Generated by scripts/icons/generate.py from scripts/icons/mapping.txt: do not edit.\n"
        "extension Icon {\n"
        "    /// SF Symbols names and the Material Icons glyphs drawn for them, one a line: name, glyph\n"
        "    /// name, code point (hexadecimal), and for an overlay (`Icon.Overlay`) its mode (`over`: drawn\n"
        "    /// over the glyph; `out`: knocked out of it) and what it draws (characters, or `pips=N`).\n"
        f"    /// {len(table)} names, sorted; `ICONS.md` lists the same.\n"
        "    static let tableText = " + swift_string_literal(f"{n} {g} {c:X}" + (f" {o[0]} {o[1]}" if o else "") for n, g, c, o in table).replace("\n", "\n        ") + "\n"
        "}\n"
    )
    names_swift = (
        "// Generated by scripts/icons/generate.py: do not edit.\n"
        "extension Icon {\n"
        "    /// Every SF Symbols name iOS 17 knows, one a line, sorted: SF Symbols 7's names and the older\n"
        f"    /// names iOS still accepts ({len(known)} names; see scripts/icons/).\n"
        "    static let systemNamesText = " + swift_string_literal(known).replace("\n", "\n        ") + "\n"
        "}\n"
    )
    with open(os.path.join(HERE, "ICONS.header.md"), encoding="utf-8") as f:
        header = f.read()
    header = (header.replace("{mapped}", str(len(table))).replace("{known}", str(len(known)))
              .replace("{overlaid}", str(sum(1 for row in table if row[3]))))
    def overlay(o):
        if not o:
            return ""
        what = f"{o[1][5:]} pips" if o[1].startswith("pips=") else f"`{o[1]}`"
        return what + (" over it" if o[0] == "over" else " knocked out")
    rows = [f"| `{n}` | `{g}` | U+{c:04X} | {overlay(o)} |".replace("|  |", "| |") for n, g, c, o in table]
    icons_md = header + "| SF Symbols name | Material glyph | code point | overlay |\n|---|---|---|---|\n" + "\n".join(rows) + "\n"

    outputs = {
        os.path.join(ROOT, "Sources/SketchpadDrawing/Icon+Table.swift"): table_swift,
        os.path.join(ROOT, "Sources/SketchpadWidgets/Icons/Icon+SystemNames.swift"): names_swift,
        os.path.join(ROOT, "ICONS.md"): icons_md,
    }
    stale = []
    for path, text in outputs.items():
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if old != text:
            stale.append(os.path.relpath(path, ROOT))
            if not check:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
    if check and stale:
        sys.exit("out of date (run python3 scripts/icons/generate.py): " + ", ".join(stale))
    print(f"{len(table)} of {len(known)} SF Symbols names mapped to {len(set(row[1] for row in table))} Material glyphs")


if __name__ == "__main__":
    main()
