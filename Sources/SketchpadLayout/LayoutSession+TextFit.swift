extension LayoutSession {
    /// Visible views whose text does not fit where they draw it, judged on the sizes measured
    /// during layout (never measured again): text whose box is empty, text taller than what the
    /// view (or a clipping superview) shows of it, and wrapping text given a narrower box than it
    /// was measured at. A one-line text narrower than its box is truncated with an ellipsis, as a
    /// label does, and reported only with ``LayoutEngine/Options/reportsTruncatedText``.
    func diagnoseTextFit(frames: [Rect]) {
        let tolerance = max(engine.options.tolerance, 0.5)
        var reported = 0, suppressed = 0
        for i in summaries.indices where summaries[i].isVisibleView && summaries[i].flags.contains(.text) {
            let rec = records[i]
            let view = rec.view!, frame = frames[rec.index]
            let texts = rec.measurement.texts
            let boxes = view.textFrames(in: frame, measurement: rec.measurement, layoutDirection: direction)
            let visible = clipRect(of: i, frames: frames).flatMap { frame.intersection($0) } ?? .zero
            for (text, box) in zip(texts, boxes) where !text.text.isEmpty {
                guard let problem = Self.fitProblem(text, box: box, visible: visible, tolerance: tolerance,
                                                    truncation: engine.options.reportsTruncatedText) else { continue }
                if reported >= 50 { suppressed += 1; continue }
                reported += 1
                diagnostics.append(LayoutDiagnostic(
                    severity: .warning, kind: .textClipped,
                    message: "\(view.debugName) \(frame) does not show all of its text \(Self.quote(text.text)): \(problem)",
                    items: [view]))
            }
        }
        if suppressed > 0 {
            diagnostics.append(LayoutDiagnostic(severity: .warning, kind: .textClipped,
                                                message: "\(suppressed) more clipped texts not listed"))
        }
    }

    /// What is wrong with `text` drawn in `box` when only `visible` shows, or nil if it fits.
    static func fitProblem(_ text: MeasuredText, box: Rect, visible: Rect, tolerance: Double,
                           truncation: Bool = false) -> String? {
        let m = text.metrics
        guard box.width > tolerance, box.height > 0 else {
            return "there is no room for it (its box is \(formatNumber(max(0, box.width))) × \(formatNumber(max(0, box.height)))); make the view larger"
        }
        if m.width > box.width + tolerance, text.maxLines != 1 {
            return "it was measured \(formatNumber(m.width)) wide but gets \(formatNumber(box.width)), so its lines break differently and may be cut; let its width settle or give it room"
        }
        if truncation, m.width > box.width + tolerance, text.maxLines == 1 {
            return "it is \(formatNumber(m.width)) wide but gets \(formatNumber(box.width)), so it is cut short with an ellipsis; give it room or let it wrap"
        }
        // The text is centred vertically in its box, as it is drawn.
        let top = box.midY - m.height / 2, bottom = box.midY + m.height / 2
        let left = box.minX, right = box.minX + min(m.width, box.width)
        var sides: [String] = []
        if top < visible.minY - tolerance { sides.append("top by \(formatNumber(visible.minY - top))") }
        if bottom > visible.maxY + tolerance { sides.append("bottom by \(formatNumber(bottom - visible.maxY))") }
        if left < visible.minX - tolerance { sides.append("left by \(formatNumber(visible.minX - left))") }
        if right > visible.maxX + tolerance { sides.append("right by \(formatNumber(right - visible.maxX))") }
        guard !sides.isEmpty else { return nil }
        var message = "it is \(formatNumber(m.width)) × \(formatNumber(m.height)) and leaves the visible frame on the \(sides.joined(separator: ", "))"
        if m.lineCount > 1 {
            let lineHeight = m.height / Double(m.lineCount)
            let shown = max(0, min(m.lineCount, Int((min(bottom, visible.maxY) - max(top, visible.minY) + tolerance) / lineHeight)))
            message += " (\(shown) of its \(m.lineCount) lines show whole)"
        }
        return message + "; give it more room or fewer lines"
    }

    /// The part of the canvas view record `index`'s drawing shows through: the intersection of
    /// the frames of its superviews that clip (nil: none clips).
    ///
    /// Walks up by the records' summaries, where each view's flags say whether its superview
    /// clips: reading each ancestor's record and view object instead was two scattered objects
    /// per ancestor of every text view (at 10,000 views, two cache misses each).
    private func clipRect(of index: Int, frames: [Rect]) -> Rect? {
        var clip: Rect?
        var child = index
        while summaries[child].parent >= 0 {
            let p = Int(summaries[child].parent)
            if summaries[child].flags.contains(.superviewClips) {
                clip = clip.map { $0.intersection(frames[p]) ?? .zero } ?? frames[p]
            }
            child = p
        }
        return clip ?? Rect(x: -.greatestFiniteMagnitude / 4, y: -.greatestFiniteMagnitude / 4,
                            width: .greatestFiniteMagnitude / 2, height: .greatestFiniteMagnitude / 2)
    }

    private static func quote(_ text: String) -> String {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text
        return "“" + (line.count > 32 ? String(line.prefix(31)) + "…" : line) + "”"
    }
}
