import ArgumentParser
import Sketchpad

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print a template's solved layout.",
        discussion: """
        With --json prints the layout's snapshot (LayoutSnapshot; JSONDecoder reads it back): {"canvas": {"width", "height"}, \
        "direction", "views": [{"id", "type", "parent", "frame": {"x", "y", "width", "height"}, \
        "name", "baselines"?}], "guides": [{"owner", "role", "id"?, "name", "frame"}], \
        "diagnostics": [{"severity", "kind", "message", "hint"?, "file", "line", "column", \
        "notes"?, "variant"?}]}: absolute canvas points, unrounded, views in tree order (views \
        without an id get a stable generated one like "form.label#2").

        Examples:
          sketchpad layout Templates/sign-in.yaml --json
          sketchpad layout Templates/onboarding.yaml --variant iphone-se
        """)

    @Argument(help: "A template file.")
    var file: String

    @Flag(help: "Print JSON instead of an indented dump.")
    var json = false

    @Option(help: "The variant to lay out (its name, as in output files; default: the first).")
    var variant: String?

    @OptionGroup var fontsOption: FontsOption

    func run() throws {
        try fontsOption.apply()
        let template: Template
        switch TemplateLoader.withDevicePresets().result(path: file) {
        case .success(let t): template = t
        case .failure(let errors):
            for e in errors.diagnostics { printError(e.description) }
            if json { print(LayoutJSON.encode(errors: errors), terminator: "") }
            throw ExitCode(1)
        }
        var chosen = template.variants[0]
        if let variant {
            guard let v = template.variants.first(where: { $0.name == variant }) else {
                throw ValidationError("no variant '\(variant)'; variants: " + template.variants.map(\.name).joined(separator: ", "))
            }
            chosen = v
        }
        let instance = try template.instantiate(chosen)
        let result = try instance.scene().layout()
        if json {
            print(LayoutJSON.encode(instance, result: result), terminator: "")
        } else {
            print(result.dump)
        }
        // Errors also on standard error, as render and check print them, so the JSON is not the
        // only place that says why the exit status is 1.
        let errors = result.diagnostics.filter { $0.reportedSeverity(strict: false) == .error }
        for d in errors { printError(instance.diagnostic(for: d).description) }
        if !errors.isEmpty { throw ExitCode(1) }
    }
}
