/// San Francisco when a user has it: the SF Pro families Sketchpad recognises in a fonts folder,
/// which of them iOS draws a size in, and the tracking iOS gives each size.
///
/// iOS draws the system font below 20 pt in SF Pro Text and from 20 pt in SF Pro Display (one
/// variable `SF Pro` family covers both), and tracks it by size: the table of Apple's Human
/// Interface Guidelines (Typography, "Tracking values", iOS, SF Pro), in 1/1000 em, interpolated
/// between the sizes listed and held beyond them.
///
/// ```swift
/// SanFrancisco.tracking(forSize: 17)   // -0.442 pt (-26/1000 em)
/// SanFrancisco.tracking(forSize: 12)   // 0
/// ```
public enum SanFrancisco {
    /// The families recognised, in the order they are preferred for text and for display sizes.
    public static let textFamilies = ["SF Pro Text", "SF Pro"]
    public static let displayFamilies = ["SF Pro Display", "SF Pro"]
    /// The size from which iOS uses the display optical size.
    public static let displaySize = 20.0

    /// Tracking in 1/1000 em by point size (HIG, iOS SF Pro).
    static let trackingTable: [(size: Double, em: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8), (27, 11),
        (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10),
        (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7),
        (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2),
        (72, 2), (76, 1), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]

    /// The tracking, in points, iOS gives the system font at `size` points.
    public static func tracking(forSize size: Double) -> Double {
        size * trackingPerEm(forSize: size) / 1000
    }

    /// The tracking in 1/1000 em at `size`: the table's, linearly between its sizes.
    static func trackingPerEm(forSize size: Double) -> Double {
        let table = trackingTable
        if size <= table[0].size { return table[0].em }
        for i in 1..<table.count where size <= table[i].size {
            let (a, b) = (table[i - 1], table[i])
            return a.em + (b.em - a.em) * (size - a.size) / (b.size - a.size)
        }
        return table[table.count - 1].em
    }
}
