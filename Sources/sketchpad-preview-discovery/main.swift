// Reads a PreviewDiscoveryRequest (JSON) on standard input and writes the PreviewDiscoveryResponse
// (JSON) to standard output. `sketchpad previews` runs it: parsing needs swift-syntax, whose build
// cost stays out of the `sketchpad` executable (see DocC: Previews).
import Foundation
import SketchpadPreviewDiscovery
import SketchpadPreviewModel

let input = FileHandle.standardInput.readDataToEndOfFile()
do {
    let request = try JSONDecoder().decode(PreviewDiscoveryRequest.self, from: input)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    FileHandle.standardOutput.write(try encoder.encode(PreviewDiscovery.discover(request)))
} catch {
    FileHandle.standardError.write(Data("sketchpad-preview-discovery: error: cannot read the request: \(error)\n".utf8))
    exit(2)
}
