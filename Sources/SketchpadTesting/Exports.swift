// `import SketchpadTesting` gives a test everything it needs: the assertions (here), the
// comparison engine and strategies (SketchpadSnapshotEngine, which the `sketchpad` command line
// uses without linking XCTest or Swift Testing), and every Sketchpad layer (Scene, views…).
@_exported import Sketchpad
@_exported import SketchpadSnapshotEngine
