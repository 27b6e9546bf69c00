import Foundation
import Testing
import SketchpadLayout
import SketchpadWidgets
@testable import SketchpadTemplates

/// Components with parameters, includes (relative, never outside the root), and variants.
@Suite struct ReuseAndVariantTests {
    /// A fresh folder with `files` written into it.
    func folder(_ files: [String: String]) throws -> String {
        let dir = NSTemporaryDirectory() + "sketchpad-templates-\(UUID().uuidString)"
        for (name, text) in files {
            let path = dir + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return dir
    }

    static let field = """
    components:
      field:
        params: {placeholder: "", secure: false, width: 100}
        view:
          type: textField
          placeholder: "${placeholder} (${id})"
          secure: "${secure}"
          constraints: ["${id}.width == ${width}"]
    """

    @Test func labelColoursFollowTheAppearance() throws {
        let yaml = """
        canvas: {width: 100, height: 50}
        appearance: dark
        views:
          - {id: title, type: label, text: Hi, color: {light: "#FF0000", dark: "#00FF00"}}
          - {id: plain, type: label, text: Hi}
        """
        let template = try TemplateLoader().load(text: yaml, path: "t.yaml")
        let instance = try template.instantiate(template.defaultVariant)
        let labels = instance.entries.compactMap { $0.view as? Label }
        #expect(labels.map(\.textColor) == [Color(hex: 0x00FF00), nil])
    }

    @Test func componentsUsedManyTimesWithParameters() throws {
        let yaml = Self.field + """

        views:
          - {use: field, id: email, with: {placeholder: Email}}
          - {use: field, id: password, with: {placeholder: Password, secure: true, width: 120}, hidden: true}
        """
        let template = try TemplateLoader().load(text: yaml, path: "t.yaml")
        let instance = try template.instantiate(template.defaultVariant)
        let fields = instance.entries.compactMap { $0.view as? TextField }
        #expect(fields.map(\.placeholder) == ["Email (email)", "Password (password)"])
        #expect(fields.map(\.isSecure) == [false, true])
        #expect(fields.map(\.isHidden) == [false, true])
        let widths = fields.map { $0.constraints.first { $0.firstAttribute == .width }?.constant }
        #expect(widths == [100, 120])
    }

    @Test func componentErrors() {
        let yaml = Self.field + """

        views:
          - {use: feild, id: a}
          - {use: field, id: b, with: {placehlder: x}}
        """
        #expect(throws: TemplateErrors.self) { try TemplateLoader().load(text: yaml, path: "t.yaml") }
        do { _ = try TemplateLoader().load(text: yaml, path: "t.yaml") } catch {
            #expect(error.errors.map(\.description) == [
                "t.yaml:10:11: error: unknown component 'feild' (did you mean 'field'?)",
                "t.yaml:11:32: error: component 'field' has no parameter 'placehlder' (did you mean 'placeholder'?)",
            ])
        }
    }

    @Test func includesAreRelativeToTheIncludingFile() throws {
        let dir = try folder([
            "screens/login.yaml": "include: ../_parts/fields.yaml\nviews:\n  - {use: field, id: email, with: {placeholder: Email}}\n",
            "_parts/fields.yaml": Self.field + "\n",
        ])
        let template = try TemplateLoader(root: dir).load(path: dir + "/screens/login.yaml")
        let instance = try template.instantiate(template.defaultVariant)
        #expect(instance.entries.map(\.id) == ["root", "email"])
    }

    @Test func includesOutsideTheRootAreRefused() throws {
        let dir = try folder(["inner/a.yaml": "include: ../outside.yaml\nviews: []\n", "outside.yaml": Self.field])
        do {
            _ = try TemplateLoader(root: dir + "/inner").load(path: dir + "/inner/a.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(error.errors.count == 1)
            let text = error.errors[0].description
            #expect(text.hasPrefix(dir + "/inner/a.yaml:1:10: error: include '../outside.yaml' is outside the template root"))
        }
    }

    @Test func includeCyclesAreRefused() throws {
        let dir = try folder(["a.yaml": "include: _b.yaml\nviews: []\n", "_b.yaml": "include: _c.yaml\n", "_c.yaml": "include: _b.yaml\n"])
        do {
            _ = try TemplateLoader(root: dir).load(path: dir + "/a.yaml")
            Issue.record("expected an error")
        } catch {
            // Each include that brought the file in is a note, innermost first.
            #expect(error.errors.map(\.description) == [
                dir + "/_c.yaml:1:10: error: include '_b.yaml' includes itself\n"
                    + dir + "/_b.yaml:1:10: note: included here\n"
                    + dir + "/a.yaml:1:10: note: included here",
            ])
        }
    }

    @Test func anErrorInsideAnIncludedFileSaysWhereItWasIncluded() throws {
        let dir = try folder([
            "screens/login.yaml": "canvas: {width: 100, height: 100}\ninclude: ../_parts/fields.yaml\nviews: []\n",
            "_parts/fields.yaml": "components:\n  field:\n    type: label\n",
        ])
        do {
            _ = try TemplateLoader(root: dir).load(path: dir + "/screens/login.yaml")
            Issue.record("expected an error")
        } catch {
            // "unknown key 'type' in component 'field'" and "component 'field' needs a 'view'".
            #expect(error.errors.count == 2, "\(error.errors)")
            for e in error.errors {
                let lines = e.description.split(separator: "\n").map(String.init)
                #expect(e.file.hasSuffix("_parts/fields.yaml") && e.line == 3, "\(e)")
                #expect(lines.count == 2 && lines[0].contains(": error: "), "\(lines)")
                #expect(lines.last == dir + "/screens/login.yaml:2:10: note: included here")
                #expect(e.includedFrom.map(\.line) == [2])
            }
        }
    }

    @Test func variantsAreTheProductOfTheirLists() throws {
        let yaml = """
        device: iPhone 15
        variants:
          devices: [iPhone SE, iPad]
          appearances: [light, dark]
          directions: [ltr, rtl]
          textSizes: [default, 1.3]
        views: []
        """
        let template = try TemplateLoader().load(text: yaml, path: "t.yaml")
        #expect(template.variants.count == 16)
        #expect(template.variants.first?.name == "iphone-se-light-ltr-default")
        #expect(template.variants.last?.name == "ipad-dark-rtl-text1_3")
        #expect(template.variants.last?.textSize.scale == 1.3)
        #expect(Set(template.variants.map(\.name)).count == 16)
    }

    @Test func textSizesScaleFonts() throws {
        let yaml = "variants: {textSizes: [default, 2]}\nviews:\n  - {id: t, type: label, text: Hi, font: 10}\n"
        let template = try TemplateLoader().load(text: yaml, path: "t.yaml")
        let sizes = try template.variants.map { v in
            (try template.instantiate(v).entries.last!.view as! Label).font.size
        }
        #expect(sizes == [10, 20])
    }

    @Test func colorsPerAppearance() throws {
        let yaml = "variants: {appearances: [light, dark]}\nviews:\n  - {id: b, type: box, fill: {light: \"#FFFFFF\", dark: \"#000000\"}}\n"
        let template = try TemplateLoader().load(text: yaml, path: "t.yaml")
        let fills = try template.variants.map { (try template.instantiate($0).entries.last!.view as! Box).fill }
        #expect(fills == [Color(hex: 0xFFFFFF), Color(hex: 0x000000)])
    }

    @Test func generatedIDsAreStable() throws {
        let yaml = "views:\n  - id: form\n    type: stack\n    views:\n      - {type: label, text: A}\n      - {type: label, text: B}\n  - {type: divider}\n"
        let a = try TemplateLoader().load(text: yaml, path: "t.yaml")
        let ids = try a.instantiate(a.defaultVariant).entries.map(\.id)
        #expect(ids == ["root", "form", "form.label#1", "form.label#2", "root.divider#2"])
        #expect(try a.instantiate(a.defaultVariant).entries.map(\.id) == ids)
    }
}
