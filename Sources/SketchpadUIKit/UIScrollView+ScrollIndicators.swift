extension UIScrollView {
    /// The thickness of a scroll indicator, its gap to the scroll view's edges, and its length
    /// at rest: `(294 431; 3 7)` and `(290 435; 7 3)` in a 300×500 collection view scrolled to
    /// `{0, -59}`, `(34 30; 3 7)` and `(30 34; 7 3)` in a 40×40 scroll view (iOS 17 simulator
    /// hierarchies printed in getsentry/sentry-cocoa's redaction tests).
    static let indicatorThickness: CGFloat = 3, indicatorGap: CGFloat = 3, indicatorRestingLength: CGFloat = 7

    /// Adds the scroll indicators after the first layout, after the subviews the scroll view has
    /// then (later subviews come after them, as a table's headers do on iOS), vertical first, and
    /// places them as iOS 17 places indicators at rest: their resting length, in the visible
    /// area's bottom-right corner, 3 pt from its edges, inside ``verticalScrollIndicatorInsets`` /
    /// ``horizontalScrollIndicatorInsets`` and, while ``automaticallyAdjustsScrollIndicatorInsets``,
    /// the safe area the ``adjustedContentInset`` absorbed. Only the indicators that
    /// `showsVerticalScrollIndicator` / `showsHorizontalScrollIndicator` allow are made.
    func layOutScrollIndicators() {
        if showsVerticalScrollIndicator, verticalIndicator == nil {
            let indicator = _UIScrollViewScrollIndicator(vertical: true)
            verticalIndicator = indicator
            addSubview(indicator)
        }
        if showsHorizontalScrollIndicator, horizontalIndicator == nil {
            let indicator = _UIScrollViewScrollIndicator(vertical: false)
            horizontalIndicator = indicator
            addSubview(indicator)
        }
        let t = Self.indicatorThickness, gap = Self.indicatorGap, length = Self.indicatorRestingLength
        let vertical = bounds.inset(by: indicatorInsets(verticalScrollIndicatorInsets))
        let horizontal = bounds.inset(by: indicatorInsets(horizontalScrollIndicatorInsets))
        verticalIndicator?.place(at: CGRect(x: vertical.maxX - gap - t, y: vertical.maxY - gap - length, width: t, height: length))
        horizontalIndicator?.place(at: CGRect(x: horizontal.maxX - gap - length, y: horizontal.maxY - gap - t, width: length, height: t))
    }

    /// An indicator's insets: its own, plus the safe area in the adjusted content inset when the
    /// scroll view adjusts them automatically.
    private func indicatorInsets(_ own: UIEdgeInsets) -> UIEdgeInsets {
        guard automaticallyAdjustsScrollIndicatorInsets else { return own }
        let adjusted = adjustedContentInset, content = contentInset
        return UIEdgeInsets(top: own.top + adjusted.top - content.top, left: own.left + adjusted.left - content.left,
                            bottom: own.bottom + adjusted.bottom - content.bottom, right: own.right + adjusted.right - content.right)
    }
}
