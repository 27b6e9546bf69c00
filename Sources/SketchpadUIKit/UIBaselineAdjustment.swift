/// Where shrunk text sits against its original baseline (UIKit's `UIBaselineAdjustment`, for
/// ``UILabel/baselineAdjustment``).
///
/// ```swift
/// label.baselineAdjustment = .alignCenters
/// ```
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines = 0, alignCenters, none
}
