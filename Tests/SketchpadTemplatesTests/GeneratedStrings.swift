/// Strings made of `pieces` picked by a fixed generator (a 64-bit LCG), so that a differential
/// test that fails on one reproduces: `count` strings of 1…`maxPieces` pieces each.
func generatedStrings(_ pieces: [String], count: Int, maxPieces: Int, seed: UInt64) -> [String] {
    var state = seed
    func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
    return (0..<count).map { _ in
        (0...Int(next() % UInt64(maxPieces))).map { _ in pieces[Int(next() % UInt64(pieces.count))] }.joined()
    }
}
