/// The version `sketchpad --version` prints.
package enum SketchpadVersion {
    package static let current = "0.1.0"
}
