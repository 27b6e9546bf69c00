import ArgumentParser
import CProcessMemory
import Sketchpad

@main
struct SketchpadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sketchpad",
        abstract: "Turn declarative UI layouts into PNG, SVG and PDF mockups.",
        discussion: """
        Examples (each runs as written from the package's folder):
          sketchpad render Templates -o out          # every template, folders mirrored
          sketchpad render Templates/sign-in.yaml --overlay frames,margins
          sketchpad check Templates                  # lay out only, list problems
          sketchpad layout Templates/sign-in.yaml --json
          sketchpad run Examples/mockup.swift        # a script: import Sketchpad
          sketchpad watch Templates -o out           # re-render on change
          sketchpad test Templates --golden Golden   # compare with the goldens
          sketchpad previews Examples/Gallery -o out/previews   # SwiftUI previews
        """,
        version: SketchpadVersion.current,
        subcommands: [RenderCommand.self, CheckCommand.self, LayoutCommand.self, RunCommand.self, WatchCommand.self, TestCommand.self,
                      SchemaCommand.self, PreviewsCommand.self, ServeCommand.self])

    /// A batch lays out and renders template after template: freed memory is kept for the next one
    /// (up to 256 MiB) instead of being unmapped and faulted in again (see `CProcessMemory`).
    static func main() {
        _ = sketchpad_retain_freed_memory(256 << 20)
        main(ShardArgument.complete(Array(CommandLine.arguments.dropFirst())))
    }
}
