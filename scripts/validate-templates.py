#!/usr/bin/env python3
"""Checks template files against the template JSON Schema with an independent validator.

    python3 scripts/validate-templates.py Templates/sketchpad-template.schema.json Templates/*.yaml

Prints one line per file, `valid <path>` or `invalid <path>: <first problem>`, and exits 1 if any
file is invalid. YAML scalars are typed as Sketchpad reads them (see the templates article,
Sources/Sketchpad/Sketchpad.docc/Templates.md): plain `true/false/yes/no/on/off` (any case) are
booleans, plain numbers are numbers, plain `~`, `null` and empty values are null, and
everything else is text. Duplicate keys and merge keys (`<<`),
which Sketchpad refuses, make a file invalid, as does YAML that does not parse.

Sketchpad's tests run every template, every bad input and a probe of every key of every widget
type through this script and through Sketchpad, and require the same verdict.
"""
import json
import math
import sys

import jsonschema
import yaml

NULLS = {"", "~", "null", "Null", "NULL"}
BOOLS = {"true": True, "yes": True, "on": True, "false": False, "no": False, "off": False}


# Values a file may hold counting every alias expansion, as Sketchpad's own limit: an alias bomb
# stops here instead of expanding exponentially.
MAX_VALUES = 200_000


class Invalid(Exception):
    pass


class Budget:
    def __init__(self):
        self.left = MAX_VALUES

    def spend(self):
        self.left -= 1
        if self.left < 0:
            raise Invalid("more than %d values (after expanding aliases)" % MAX_VALUES)


def plain_number(text):
    # Swift's Double(String): decimal with optional sign, fraction and exponent, or inf/nan.
    if "_" in text or text.strip() != text or text == "":
        return None
    try:
        return float(text)
    except ValueError:
        return None


def convert(node, budget):
    budget.spend()
    if isinstance(node, yaml.MappingNode):
        result = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise Invalid("a key that is not a scalar")
            key = key_node.value
            if key == "<<" and key_node.style is None:
                raise Invalid("a merge key (<<)")
            if key in result:
                raise Invalid("duplicate key '%s'" % key)
            result[key] = convert(value_node, budget)
        return result
    if isinstance(node, yaml.SequenceNode):
        return [convert(item, budget) for item in node.value]
    text = node.value
    if node.style is not None:  # quoted or block: always text
        return text
    if text in NULLS:
        return None
    if text.lower() in BOOLS:
        return BOOLS[text.lower()]
    number = plain_number(text)
    if number is not None:
        if math.isnan(number):
            raise Invalid("a number that is not a number (NaN)")
        return number
    return text


def load(path):
    with open(path, "rb") as f:
        data = f.read()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise Invalid("not UTF-8")
    try:
        documents = list(yaml.compose_all(text, Loader=yaml.SafeLoader))
    except yaml.YAMLError as error:
        raise Invalid("YAML: %s" % str(error).splitlines()[0])
    if len(documents) != 1:
        raise Invalid("%d YAML documents" % len(documents))
    try:
        return convert(documents[0], Budget()) if documents[0] is not None else None
    except RecursionError:
        raise Invalid("nested too deeply")


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(argv[0]) as f:
        validator = jsonschema.Draft202012Validator(json.load(f))
    failed = False
    for path in argv[1:]:
        try:
            document = load(path)
            errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
            if errors:
                best = jsonschema.exceptions.best_match(errors)
                where = "/".join(str(p) for p in best.absolute_path)
                raise Invalid("%s: %s" % (where or "(top)", best.message[:200]))
            print("valid %s" % path)
        except Invalid as problem:
            failed = True
            print("invalid %s: %s" % (path, problem))
        except Exception as problem:  # a file this script cannot judge is not valid
            failed = True
            print("invalid %s: %s: %s" % (path, type(problem).__name__, problem))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
