import Foundation
import Testing
@testable import Sketchpad

/// The template decoder and the JSON Schema come from the same declarations; these tests hold them
/// to the same verdict. The schema is checked by an independent validator (Python's `jsonschema`,
/// through `scripts/validate-templates.py`), the tool by its own loader: a file is refused by the
/// tool when it reports an error the schema can see (``TemplateError/Kind/isSchemaCheckable``).
enum SchemaAgreement {
    static let script = packageRoot + "/scripts/validate-templates.py"
    static let committedSchema = packageRoot + "/Templates/sketchpad-template.schema.json"

    /// The validator's verdict on each file: nil when valid, else its first problem.
    static func schemaVerdicts(_ files: [String], schema: String = committedSchema) throws -> [String: String?] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", script, schema] + files
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let problems = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        var verdicts: [String: String?] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init) {
            if line.hasPrefix("valid ") {
                verdicts[String(line.dropFirst(6))] = .some(nil)
            } else if line.hasPrefix("invalid ") {
                let rest = line.dropFirst(8)
                let path = files.first { rest.hasPrefix($0 + ": ") } ?? String(rest)
                verdicts[path] = .some(String(rest.dropFirst(path.count + 2)))
            }
        }
        #expect(verdicts.count == files.count, "the validator did not judge every file: \(problems)")
        return verdicts
    }

    /// The errors the tool reports for the template at `path` (all its variants).
    static func allToolErrors(_ path: String, root: String) -> [TemplateError] {
        switch TemplateLoader.withDevicePresets(root: root).result(path: path) {
        case .success(let template):
            return template.variants.flatMap { variant -> [TemplateError] in
                do { _ = try template.instantiate(variant); return [] } catch let errors as TemplateErrors { return errors.errors } catch { return [] }
            }
        case .failure(let errors):
            return errors.errors
        }
    }

    /// The schema-visible errors the tool reports for the template at `path` (all its variants).
    static func toolErrors(_ path: String, root: String) -> [TemplateError] {
        allToolErrors(path, root: root).filter(\.kind.isSchemaCheckable)
    }

    /// Every YAML file under `folder`, partials too.
    static func yamlFiles(in folder: String) -> [String] {
        BadInputCatalogue.listing(folder).filter { $0.hasSuffix(".yaml") }.map { folder + "/" + $0 }
    }
}

@Suite struct SchemaAgreementTests {
    @Test func theCommittedSchemaIsTheGeneratedOne() throws {
        let committed = try String(contentsOfFile: SchemaAgreement.committedSchema, encoding: .utf8)
        #expect(committed == TemplateSchema.withDevicePresets().json,
                "Templates/sketchpad-template.schema.json is stale: run `sketchpad schema > Templates/sketchpad-template.schema.json`")
    }

    @Test func everyTemplateIsAcceptedByBoth() throws {
        let root = packageRoot + "/Templates"
        let files = SchemaAgreement.yamlFiles(in: root)
        #expect(files.count >= 20)
        let verdicts = try SchemaAgreement.schemaVerdicts(files)
        for file in files {
            #expect(verdicts[file] == .some(nil), "the schema refuses \(file): \(String(describing: verdicts[file]))")
            if !(file as NSString).lastPathComponent.hasPrefix("_") && !file.contains("/_") {
                #expect(SchemaAgreement.toolErrors(file, root: root).isEmpty, "the tool refuses \(file)")
            }
        }
    }

    @Test func everyBadInputGetsTheSameVerdictFromBoth() throws {
        let dir = try BadInputCatalogue.copy()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var disagreements: [String] = []
        var compared = 0
        for name in BadInputCatalogue.cases {
            let path = BadInputCatalogue.path(of: name, in: dir)
            let isFolder = !path.hasSuffix(".yaml")
            let files = isFolder ? SchemaAgreement.yamlFiles(in: path) : [path]
            guard !files.isEmpty else { continue }
            let templates = files.filter { !($0 as NSString).lastPathComponent.hasPrefix("_") && !$0.dropFirst(path.count).contains("/_") }
            let errors = templates.flatMap { SchemaAgreement.allToolErrors($0, root: isFolder ? path : dir) }
            // Over a limit (an alias bomb, a file too large or too deep) the tool stops before it
            // looks at the structure: nothing to compare.
            if errors.contains(where: { $0.kind == .limit }) { continue }
            let toolRefuses = errors.contains { $0.kind.isSchemaCheckable }
            let verdicts = try SchemaAgreement.schemaVerdicts(files)
            let schemaRefuses = verdicts.values.contains { $0 != nil }
            compared += 1
            if toolRefuses != schemaRefuses {
                disagreements.append("\(name): tool \(toolRefuses ? "refuses" : "accepts"), schema \(schemaRefuses ? "refuses" : "accepts")"
                                     + " \(verdicts.values.compactMap { $0 }.joined(separator: "; "))")
            }
        }
        #expect(compared >= 35)
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }

    /// A value of `type` that both must accept, as YAML.
    static func validValue(_ type: TemplateValueType) -> String {
        switch type {
        case .text: return "\"Hi\""
        case .textList: return "[a, b]"
        case .number(let range): return "\(range.lowerBound)"
        case .integer(let range): return "\(range.lowerBound)"
        case .boolean: return "true"
        case .choice(let names): return names[0]
        case .color: return "\"#336699\""
        case .font: return "{style: headline, weight: bold}"
        case .imageFile: return "probe.png"
        case .border: return "{color: blue, width: 2}"
        case .insets: return "{horizontal: 4}"
        case .size: return "{width: 10}"
        case .priorities: return "{horizontal: 750, vertical: high}"
        case .numberByID: return "{}"
        case .names: return "[g1, g2]"
        case .icon: return "chevron.right"
        case .iconList: return "[house.fill, magnifyingglass]"
        }
    }

    /// A value of `type`'s key that both must refuse, as YAML.
    static func invalidValue(_ type: TemplateValueType) -> String {
        switch type {
        case .text: return "{a: 1}"
        case .textList: return "5"
        case .number(let range): return "\(range.upperBound + 1)"
        case .integer: return "1.5"
        case .boolean: return "12"
        case .choice: return "nope"
        case .color: return "\"#GG0000\""
        case .font: return "{weight: heavyish}"
        case .imageFile: return "[a]"
        case .border: return "{color: red, width: 200}"
        case .insets: return "{middle: 3}"
        case .size: return "{depth: 3}"
        case .priorities: return "{horizontal: 2000}"
        case .numberByID: return "{a: x}"
        case .names: return "{a: 1}"
        case .icon: return "chevron.rigth"
        case .iconList: return "[house, nope]"
        }
    }

    @Test func aProbeOfEveryKeyOfEveryTypeGetsTheSameVerdictFromBoth() throws {
        let dir = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var swatch = DisplayList(size: Size(width: 4, height: 4))
        swatch.append(.fill(.rect(Rect(x: 0, y: 0, width: 2, height: 4)), .black))
        try Renderer().write(swatch, to: dir + "/probe.png")

        // (file, whether both must accept it)
        var probes: [(String, Bool)] = []
        func probe(_ name: String, _ view: String, accepted: Bool) throws {
            let path = dir + "/" + name + ".yaml"
            // A key several types share is probed once on each foreign type.
            guard !probes.contains(where: { $0.0 == path }) else { return }
            try "canvas: {width: 100, height: 100}\nviews:\n  - \(view)\n".write(toFile: path, atomically: true, encoding: .utf8)
            probes.append((path, accepted))
        }
        let catalog = WidgetCatalog.builtIn
        let allKeys = catalog.templates.flatMap { $0.properties }
        for widget in catalog.templates {
            let own = widget.properties.map { "\($0.key): \(Self.validValue($0.type))" }
            try probe("\(widget.type)-all", "{type: \(widget.type)\(own.map { ", " + $0 }.joined())}", accepted: true)
            for property in widget.properties {
                for name in property.names {
                    try probe("\(widget.type)-\(name)-good", "{type: \(widget.type), \(name): \(Self.validValue(property.type))}", accepted: true)
                }
                try probe("\(widget.type)-\(property.key)-bad", "{type: \(widget.type), \(property.key): \(Self.invalidValue(property.type))}",
                          accepted: false)
            }
            for foreign in allKeys where widget.property(named: foreign.key) == nil {
                try probe("\(widget.type)-foreign-\(foreign.key)", "{type: \(widget.type), \(foreign.key): \(Self.validValue(foreign.type))}",
                          accepted: false)
            }
        }
        try probe("no-type", "{fill: blue, cornerRadius: 4}", accepted: true)
        try probe("wrong-case-type", "{type: textfield}", accepted: false)
        try probe("unknown-type", "{type: buton}", accepted: false)
        #expect(probes.count > 300)

        let verdicts = try SchemaAgreement.schemaVerdicts(probes.map(\.0))
        var disagreements: [String] = []
        for (file, accepted) in probes {
            let name = (file as NSString).lastPathComponent
            let schemaAccepts = verdicts[file] == .some(nil)
            let toolErrors = SchemaAgreement.toolErrors(file, root: dir)
            if schemaAccepts != accepted { disagreements.append("schema \(schemaAccepts ? "accepts" : "refuses") \(name): \(String(describing: verdicts[file]))") }
            if toolErrors.isEmpty != accepted { disagreements.append("tool \(toolErrors.isEmpty ? "accepts" : "refuses") \(name): \(toolErrors)") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }

    @Test func aMisspeltTypeGetsADidYouMeanFromBoth() throws {
        let errors = SchemaAgreement.toolErrors(try temporaryFolder(["t.yaml": "views:\n  - {type: textfield}\n"]) + "/t.yaml", root: "/")
        #expect(errors.map(\.hint) == ["did you mean 'textField'?"])
        // The schema names the type the value is off from only by case.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            for error in jsonschema.Draft202012Validator(schema).iter_errors({"views": [{"type": "textfield"}]}):
                for e in [error] + list(error.context or []):
                    print(e.message, e.schema.get("errorMessage", "") if isinstance(e.schema, dict) else "")
            """, SchemaAgreement.committedSchema]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(text.contains("'textField' was expected") && text.contains("did you mean 'textField'?"), "\(text)")
    }
}
