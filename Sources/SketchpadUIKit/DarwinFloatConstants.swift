/// The largest finite `Float`: Darwin's `MAXFLOAT` from `<math.h>`, which `import UIKit` brings
/// on iOS and Glibc does not have (`CABasicAnimation.repeatCount = MAXFLOAT` repeats "forever").
///
/// ```swift
/// rotation.repeatCount = MAXFLOAT
/// ```
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// Darwin's `HUGE` from `<math.h>`: `MAXFLOAT` (see ``MAXFLOAT``).
public let HUGE: Float = MAXFLOAT
