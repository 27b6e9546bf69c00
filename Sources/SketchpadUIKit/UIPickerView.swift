import Foundation

/// Columns of rows on a wheel: UIKit's `UIPickerView`. Its ``dataSource`` gives the columns
/// (components) and rows, its ``delegate`` the rows' titles or views and the sizes. In a still
/// each column's selected row sits on the grey selection band across the middle, and the rows
/// around it lie on a wheel seen from the front: a cylinder as tall as the picker, each row a
/// row height further round it, so it is drawn nearer the band and squashed by the cosine of
/// its angle (a vertical scale, not iOS's 3D perspective), fainter the further it is, clipped
/// by the picker. 216 points tall and 320 wide unless sized otherwise (its intrinsic size),
/// rows 32 points tall; columns share the width equally unless the delegate gives widths. The
/// band's grey, the curvature, the fading and the 20-point row font approximate iOS 17's picker.
///
/// ```swift
/// let picker = UIPickerView()
/// picker.dataSource = self
/// picker.delegate = self
/// picker.selectRow(2, inComponent: 0, animated: false)
/// ```
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The height of a row unless the delegate gives one.
    static let defaultRowHeight: CGFloat = 32
    /// What the delegate's default `viewForRow` returns: the picker draws the title instead.
    static let titleRowMarker = UIView()
    /// How far the band and the columns stay from the picker's sides.
    static let sideInset: CGFloat = 8
    /// The gap between columns.
    static let componentSpacing: CGFloat = 4

    open weak var dataSource: (any UIPickerViewDataSource)? { didSet { reloadAllComponents() } }
    open weak var delegate: (any UIPickerViewDelegate)? { didSet { reloadAllComponents() } }
    /// Has no effect since iOS 7 (the band is always drawn), as in UIKit.
    @available(iOS, deprecated: 13.0, message: "This property has no effect on iOS 7 and later.")
    open var showsSelectionIndicator = false

    /// The selected row of each component (row 0 until one is selected).
    private var selectedRows: [Int: Int] = [:]
    /// The grey band behind the selected rows.
    private let band = UIView()
    /// One clipping column per component, holding its row views.
    private var columns: [UIView] = []
    /// The views shown, by component and row; kept to be passed back for reuse.
    private var rowViews: [Int: [Int: UIView]] = [:]
    /// Whether the views shown came from the delegate (else they are the picker's title labels).
    private var delegateViews: [Int: [Int: UIView]] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = 8
        addSubview(band)
    }

    /// 320 × 216, the picker's standard size.
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

    /// The number of components, as the data source says (0 without one).
    open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

    open func numberOfRows(inComponent component: Int) -> Int {
        guard (0..<numberOfComponents).contains(component) else { return 0 }
        return max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// The size of a component's rows: its width and row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: componentWidth(component), height: rowHeight(component))
    }

    /// The delegate's view for a row that shows, or nil (the row is not shown, or the delegate
    /// gives titles rather than views).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        layoutIfNeeded()
        return delegateViews[component]?[row]
    }

    /// Asks the data source and delegate again at the next layout.
    open func reloadAllComponents() {
        for component in rowViews.keys { reloadComponent(component) }
        setNeedsLayout()
    }

    /// Asks again for one component's rows at the next layout.
    open func reloadComponent(_ component: Int) {
        for view in (rowViews[component] ?? [:]).values { view.removeFromSuperview() }
        rowViews[component] = nil
        delegateViews[component] = nil
        setNeedsLayout()
    }

    /// Puts `row` of `component` in the middle, on the band. The delegate is not told, as in UIKit.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        selectedRows[component] = row
        setNeedsLayout()
    }

    /// The selected row of the component; -1 when it has no rows, as in UIKit.
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(max(selectedRows[component] ?? 0, 0), rows - 1)
    }

    /// An equal share of the width between the side insets (for the delegate's default widths).
    var defaultComponentWidth: CGFloat {
        let count = max(1, numberOfComponents)
        return max(0, (bounds.width - 2 * UIPickerView.sideInset - CGFloat(count - 1) * UIPickerView.componentSpacing) / CGFloat(count))
    }

    private func componentWidth(_ component: Int) -> CGFloat {
        delegate?.pickerView(self, widthForComponent: component) ?? defaultComponentWidth
    }

    /// Where a row `arc` points round a wheel of `radius` shows: its centre's offset from the
    /// middle and its vertical scale (the angle's sine and cosine).
    static func wheelPosition(of arc: CGFloat, radius: CGFloat) -> (centre: CGFloat, scale: CGFloat) {
        guard radius > 0, arc != 0 else { return (arc, 1) }
        let angle = arc / radius
        return (radius * sin(angle), cos(angle))
    }

    private func rowHeight(_ component: Int) -> CGFloat {
        delegate?.pickerView(self, rowHeightForComponent: component) ?? UIPickerView.defaultRowHeight
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let count = numberOfComponents
        let widths = (0..<count).map(componentWidth)
        let heights = (0..<count).map(rowHeight)
        let bandHeight = heights.max() ?? UIPickerView.defaultRowHeight
        let bandFrame = CGRect(x: UIPickerView.sideInset, y: (bounds.height - bandHeight) / 2,
                               width: max(0, bounds.width - 2 * UIPickerView.sideInset), height: bandHeight)
        if !band.frame.isClose(to: bandFrame) { band.frame = bandFrame }
        while columns.count > count { columns.removeLast().removeFromSuperview() }
        while columns.count < count {
            let column = UIView()
            column.clipsToBounds = true
            columns.append(column)
            addSubview(column)
        }
        // The columns, centred as one with their spacing.
        let total = widths.reduce(0, +) + CGFloat(max(0, count - 1)) * UIPickerView.componentSpacing
        var x = (bounds.width - total) / 2
        for component in 0..<count {
            let frame = CGRect(x: x, y: 0, width: widths[component], height: bounds.height)
            if !columns[component].frame.isClose(to: frame) { columns[component].frame = frame }
            layOutRows(of: component, in: columns[component], rowHeight: heights[component])
            x += widths[component] + UIPickerView.componentSpacing
        }
    }

    /// Places the rows of a column that show: the selected one on the band, the others round
    /// the wheel above and below it (see ``UIPickerView``), fainter with distance.
    private func layOutRows(of component: Int, in column: UIView, rowHeight: CGFloat) {
        let rows = numberOfRows(inComponent: component), selected = selectedRow(inComponent: component)
        let middle = column.bounds.height / 2, width = column.bounds.width
        // The rows less than a quarter turn round the wheel (of radius `middle`) from the band.
        let reach = rowHeight > 0 && middle > 0 ? Int((middle * .pi / 2 / rowHeight).rounded(.up)) - 1 : 0
        let shown = rows == 0 ? [] : Array(max(0, selected - reach)...min(rows - 1, selected + reach))
        var old = rowViews[component] ?? [:]
        var views: [Int: UIView] = [:], fromDelegate: [Int: UIView] = [:]
        // Views of rows no longer shown, passed back for reuse.
        var spare = old.filter { !shown.contains($0.key) }.sorted { $0.key < $1.key }.map(\.value)
        for row in shown {
            let previous = old.removeValue(forKey: row)
            let reusing = previous ?? (spare.isEmpty ? nil : spare.removeFirst())
            let view: UIView
            if let delegate {
                let given = delegate.pickerView(self, viewForRow: row, forComponent: component,
                                                reusing: reusing is UIPickerRowLabel ? nil : reusing)
                if given === UIPickerView.titleRowMarker {
                    view = titleLabel(row: row, component: component, reusing: reusing)
                } else {
                    view = given
                    fromDelegate[row] = given
                }
            } else {
                view = titleLabel(row: row, component: component, reusing: reusing)
            }
            if view.superview !== column { column.addSubview(view) }
            let distance = abs(row - selected)
            let (centre, scale) = UIPickerView.wheelPosition(of: CGFloat(row - selected) * rowHeight, radius: middle)
            let transform = scale == 1 ? CGAffineTransform.identity : CGAffineTransform(scaleX: 1, y: scale)
            let frame = CGRect(x: 0, y: middle + centre - rowHeight / 2, width: width, height: rowHeight)
            let shown = CGRect(x: 0, y: middle + centre - rowHeight * scale / 2, width: width, height: rowHeight * scale)
            if view.transform != transform || !view.frame.isClose(to: shown) {
                view.transform = .identity
                view.frame = frame
                view.transform = transform
            }
            let alpha: CGFloat = distance == 0 ? 1 : max(0.25, 0.75 - 0.2 * CGFloat(distance - 1))
            if view.alpha != alpha { view.alpha = alpha }
            views[row] = view
        }
        for view in old.values where !views.values.contains(where: { $0 === view }) { view.removeFromSuperview() }
        for view in spare where !views.values.contains(where: { $0 === view }) { view.removeFromSuperview() }
        rowViews[component] = views
        delegateViews[component] = fromDelegate
    }

    /// The picker's own label for a row's title: the attributed title, else the title, else "?".
    private func titleLabel(row: Int, component: Int, reusing: UIView?) -> UIPickerRowLabel {
        let label: UIPickerRowLabel
        if let reused = reusing as? UIPickerRowLabel {
            label = reused
        } else {
            label = UIPickerRowLabel()
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 20)
        }
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            if label.attributedText != attributed { label.attributedText = attributed }
        } else {
            let title = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
            if label.text != title { label.text = title }
        }
        return label
    }
}

/// The label a picker draws a row's title with.
@MainActor
final class UIPickerRowLabel: UILabel {}
