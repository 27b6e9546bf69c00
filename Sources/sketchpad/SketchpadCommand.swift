import ArgumentParser
import Sketchpad

@main
struct SketchpadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sketchpad",
        abstract: "Turn declarative UI layouts into PNG, SVG and PDF mockups.",
        discussion: """
        Examples:
          sketchpad render Templates -o out                 render every template, mirroring folders
          sketchpad render login.yaml --format png,svg --overlay frames,margins
          sketchpad check Templates                         lay out without drawing; list problems
          sketchpad layout Templates/login.yaml --json      solved frames as JSON
          sketchpad run mockup.swift                        run a script that does `import Sketchpad`
          sketchpad watch Templates -o out                  re-render templates as they change
        """,
        version: SketchpadVersion.current,
        subcommands: [RenderCommand.self, CheckCommand.self, LayoutCommand.self, RunCommand.self, WatchCommand.self, TestCommand.self])
}
