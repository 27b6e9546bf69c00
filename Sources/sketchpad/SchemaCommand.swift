import ArgumentParser
import Sketchpad

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of template files.",
        discussion: """
        The schema is generated from the same declarations the template decoder reads (each \
        widget's keys, types and defaults), so the tool and an editor accept the same files. \
        Templates/sketchpad-template.schema.json is this output.

        Examples:
          sketchpad schema > Templates/sketchpad-template.schema.json
        """)

    func run() throws {
        print(TemplateSchema.withDevicePresets().json, terminator: "")
    }
}
