import Foundation
import SketchpadLayout
import SketchpadWidgets
import Yams

/// The YAML library's errors as template errors people can act on (a tab, a second document,
/// a control character), at their line and column.
extension TemplateLoader {
    static func templateError(_ error: YamlError, file: String, text: String = "") -> TemplateError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let lineText = mark.line >= 1 && mark.line <= lines.count ? lines[mark.line - 1] : ""
            if problem.contains("cannot start any token"), lineText.prefix(while: { $0 == " " || $0 == "\t" }).contains("\t") {
                let column = lineText.prefix(while: { $0 == " " }).count + 1
                return TemplateError(file: file, line: mark.line, column: column,
                                     message: "a tab indents this line; YAML indents with spaces only — replace the tab with spaces", kind: .syntax)
            }
            if problem == "but found another document" {
                return TemplateError(file: file, line: mark.line, column: mark.column,
                                     message: "a second YAML document starts here; a template is one document — remove this '---' and what follows, or split the file", kind: .syntax)
            }
            if problem == "found undefined alias", let alias = undefinedAlias(lineText, column: mark.column) {
                return TemplateError(file: file, line: mark.line, column: mark.column,
                                     message: "undefined alias '*\(alias)'", hint: aliasHint(alias, line: mark.line, text: text), kind: .syntax)
            }
            var message = "YAML: " + problem
            if let context {
                let started = context.mark.line != mark.line || context.mark.column != mark.column
                    ? " started at line \(context.mark.line), column \(context.mark.column)" : ""
                message += " (\(context.text)\(started))"
            }
            return TemplateError(file: file, line: mark.line, column: mark.column, message: message, kind: .syntax)
        case let .reader(problem, offset, value, _):
            let (line, column) = position(ofCharacterOffset: offset, in: text)
            if problem == "control characters are not allowed" {
                return TemplateError(file: file, line: line, column: column,
                                     message: String(format: "control character U+%04X is not allowed in a YAML file — remove it", value), kind: .syntax)
            }
            return TemplateError(file: file, line: line, column: column, message: "YAML: \(problem)", kind: .syntax)
        default:
            return TemplateError(file: file, line: 0, column: 0, message: "YAML: \(error)", kind: .syntax)
        }
    }
}
