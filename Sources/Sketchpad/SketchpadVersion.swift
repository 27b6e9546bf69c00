/// The version `sketchpad --version` prints.
public enum SketchpadVersion {
    public static let current = "0.1.0"
}
