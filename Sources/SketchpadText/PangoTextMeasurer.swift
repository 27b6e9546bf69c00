import CPangoCairo
import SketchpadLayout
import SketchpadDrawing

/// Measures and lays out text with Pango, using only the pinned fonts (see `PinnedFonts`).
///
/// One Pango context serves every call, with hinting off and glyph positions unrounded, so a
/// label measures the same number of points whatever scale it is later drawn at. Results are
/// cached by (text, spans, font, width, max lines, alignment, truncation): measuring the same label twice costs a
/// dictionary lookup. Not thread-safe (Pango contexts are not): use one measurer per thread.
///
/// ```swift
/// let measurer = try PangoTextMeasurer()
/// let size = try measurer.measure("Sign in", font: FontDescription(size: 17), maxWidth: nil, maxLines: nil)
/// for warning in measurer.warnings { print(warning) }   // e.g. an unavailable font family
/// ```
public final class PangoTextMeasurer: TextMeasuring {
    /// The most layouts kept; the cache is emptied when it fills (a batch render of many
    /// screens must not grow without bound).
    package static let cacheLimit = 4096

    private let fonts: PinnedFontMap
    private let context: OpaquePointer
    private var cache: [CacheKey: TextLayout] = [:]
    /// Pango font descriptions by font (without line spacing), made once: building one per
    /// label was a measurable share of measuring.
    private var descriptions: [FontKey: OpaquePointer] = [:]
    /// Requested family → what it resolved to, once per name.
    private var resolvedFamilies: [String: ResolvedFamily] = [:]
    private var warned: Set<TextWarning> = []
    /// Fonts handed to display lists, by `PangoFont`, made once each.
    private var glyphFonts: [UnsafeMutablePointer<PangoFont>: GlyphFont] = [:]
    /// Vertical metrics by font, measured once each (see `fontMetrics(for:)`).
    var fontMetricsCache: [FontDescription: FontMetrics] = [:]

    /// Warnings collected so far, oldest first, each once.
    public private(set) var warnings: [TextWarning] = []
    /// Calls answered from the cache, and calls that had to shape text.
    package private(set) var cacheHits = 0
    package private(set) var cacheMisses = 0

    /// Families the pinned configuration (and the fonts folder) offers, sorted.
    public var availableFamilies: [String] { fonts.families }
    /// Every face available: the pinned fonts', then the fonts folder's.
    package var faces: [FontFace] { fonts.faces }
    /// The fonts folder this measurer draws with, if any.
    public let fontFolder: FontFolder?
    /// Whether the fonts folder has San Francisco, so the UI face (Inter: the default font, system
    /// fonts, text styles) is drawn in SF Pro with iOS's tracking (see ``SanFrancisco``).
    public var drawsUIFaceInSanFrancisco: Bool { fonts.sanFrancisco != nil }

    /// Creates a measurer with its own pinned font map and Pango context, and the fonts folder
    /// of ``FontFolder/resolvedCurrent()`` (`--fonts`, `SKETCHPAD_FONTS`), if any.
    public convenience init() throws { try self.init(fonts: FontFolder.resolvedCurrent()) }

    /// Creates a measurer that also draws the fonts of `fonts` (nil: the pinned fonts only).
    ///
    /// ```swift
    /// let measurer = try PangoTextMeasurer(fonts: FontFolder("Design/Fonts"))
    /// ```
    public convenience init(fonts: FontFolder?) throws { try self.init(scale: 1, fonts: fonts) }

    /// `scale` puts a device scale on the Pango context, as drawing into a scaled Cairo surface
    /// would. Results in points must not depend on it; tests check that they do not.
    init(scale: Double, fonts folder: FontFolder? = nil,
         sanFrancisco: (text: [String], display: [String]) = (SanFrancisco.textFamilies, SanFrancisco.displayFamilies)) throws {
        fontFolder = folder
        fonts = try PinnedFontMap(fonts: folder, sanFrancisco: sanFrancisco)
        guard let context = pango_font_map_create_context(fonts.fontMap) else {
            throw TextError.fontConfigurationFailed("pango_font_map_create_context failed")
        }
        self.context = context
        // No hinting and no metric rounding: hinting snaps outlines and advances to the device
        // pixel grid, which would make widths in points differ between 1x, 2x and 3x.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        if scale != 1 {
            var matrix = PangoMatrix(xx: scale, xy: 0, yx: 0, yy: scale, x0: 0, y0: 0)
            pango_context_set_matrix(context, &matrix)
        }
    }

    deinit {
        cache.removeAll()   // layouts reference the context; release them first
        glyphFonts.removeAll()
        for description in descriptions.values { pango_font_description_free(description) }
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    // MARK: - TextMeasuring

    public func measure(_ text: String, font: FontDescription, maxWidth: Double?, maxLines: Int?) throws -> TextMetrics {
        try layout(text, font: font, width: maxWidth, maxLines: maxLines, alignment: .natural).metrics
    }

    /// Measures UTF-8 bytes that have not been checked yet, throwing `TextError.invalidUTF8` with
    /// the offset of the first bad byte.
    package func measure(utf8 bytes: [UInt8], font: FontDescription, maxWidth: Double?, maxLines: Int?) throws -> TextMetrics {
        try measure(Self.decode(utf8: bytes), font: font, maxWidth: maxWidth, maxLines: maxLines)
    }

    /// Decodes UTF-8, throwing `TextError.invalidUTF8` with the offset of the first bad byte
    /// (Swift's `String(decoding:)` would silently replace it).
    package static func decode(utf8 bytes: [UInt8]) throws -> String {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return String(decoding: bytes, as: UTF8.self)
            case .error: throw TextError.invalidUTF8(bytes: bytes, offset: offset)
            }
        }
    }

    /// Shapes `text` and breaks it into lines at `width` points (nil: only at newlines), keeping
    /// at most `maxLines` lines (nil or 0: all) and ellipsizing the last one kept.
    /// `truncation` says where the ellipsis goes, or how lines are cut without one. `spans` are
    /// stretches in their own font and colour, laid out with the rest as one paragraph.
    public func layout(_ text: String, font: FontDescription, width: Double? = nil, maxLines: Int? = nil,
                       alignment: TextRunAlignment = .natural, truncation: TextTruncation = .tail,
                       spans: [TextSpan] = []) throws -> TextLayout {
        try validate(text, font: font, width: width, maxLines: maxLines)
        try validate(spans, in: text)
        let pangoWidth = width.map(Self.pangoUnits)
        let lines = maxLines ?? 0
        let key = CacheKey(text: text, font: font, width: pangoWidth, maxLines: lines, alignment: alignment, truncation: truncation,
                           spans: spans)
        let resolved = resolvedFamily(font.family)
        if let cached = cache[key] {
            cacheHits += 1
            // Warned again in case the warnings were taken since the layout was made.
            if !cached.uncoveredCodePoints.isEmpty { warn(.uncoveredCharacters(text: text, codePoints: cached.uncoveredCodePoints)) }
            return cached
        }
        cacheMisses += 1
        let made = try makeLayout(text, font: font, family: resolved, width: pangoWidth, maxLines: lines, alignment: alignment,
                                  truncation: truncation, spans: spans)
        if cache.count >= Self.cacheLimit { cache.removeAll() }
        cache[key] = made
        return made
    }

    /// Forgets cached layouts (warnings are kept).
    package func removeCachedLayouts() { cache.removeAll() }

    /// Returns the warnings collected so far and starts a new collection.
    public func takeWarnings() -> [TextWarning] {
        defer { warnings.removeAll(); warned.removeAll() }
        return warnings
    }

    /// The font a display list draws `font` (a `PangoFont *`) with: named and keyed by its
    /// description with its absolute size, and holding the font itself for the painter.
    func glyphFont(for font: UnsafeMutablePointer<PangoFont>) -> GlyphFont {
        if let known = glyphFonts[font] { return known }
        let description = pango_font_describe_with_absolute_size(font)
        defer { pango_font_description_free(description) }
        let size = Double(pango_font_description_get_size(description)) / Double(PANGO_SCALE)
        let text = pango_font_description_to_string(description)
        let key = text.map { String(cString: $0) } ?? "unknown font"
        g_free(text)
        let name = pango_font_description_get_family(description).map { String(cString: $0) } ?? key
        let made = GlyphFont(name: name + Self.styleSuffix(description), size: size, key: key,
                             resource: PangoFontResource(font: font), family: name,
                             weight: Int(pango_font_description_get_weight(description).rawValue),
                             isItalic: pango_font_description_get_style(description) != PANGO_STYLE_NORMAL)
        glyphFonts[font] = made
        return made
    }

    /// ` Semi-Bold`, ` Italic`… for a font's name (nothing for a regular upright face).
    private static func styleSuffix(_ description: OpaquePointer?) -> String {
        var suffix = ""
        let weight = Int(pango_font_description_get_weight(description).rawValue)
        if weight != 400, let name = FontDescription.Weight(rawValue: weight).map({ "\($0)" }) {
            suffix += " " + name.prefix(1).uppercased() + name.dropFirst()
        } else if weight != 400 {
            suffix += " \(weight)"
        }
        if pango_font_description_get_style(description) != PANGO_STYLE_NORMAL { suffix += " Italic" }
        return suffix
    }

    // MARK: - Private

    private struct CacheKey: Hashable {
        var text: String
        var font: FontDescription
        var width: Int32?
        var maxLines: Int
        var alignment: TextRunAlignment
        var truncation: TextTruncation
        var spans: [TextSpan]
    }

    private struct FontKey: Hashable {
        var family: String
        var size: Double
        var weight: FontDescription.Weight
        var style: FontDescription.Style
    }

    /// The family `font` is drawn in once resolved: San Francisco's text or display family for
    /// the UI face when the fonts folder has it, else the resolved family.
    private func drawnFamily(_ resolved: ResolvedFamily, size: Double) -> String {
        guard resolved.isSystem, let sf = fonts.sanFrancisco else { return resolved.family }
        return size >= SanFrancisco.displaySize ? sf.display : sf.text
    }

    /// The tracking iOS gives `font` (San Francisco's by size), or 0.
    private func tracking(_ resolved: ResolvedFamily, size: Double) -> Double {
        resolved.isSystem && fonts.sanFrancisco != nil ? SanFrancisco.tracking(forSize: size) : 0
    }

    /// The Pango description for `font` drawn as `resolved` says (owned by the measurer).
    private func pangoDescription(_ font: FontDescription, family resolved: ResolvedFamily) -> OpaquePointer {
        let family = drawnFamily(resolved, size: font.size)
        let weight = resolved.weight ?? font.weight, style = resolved.style ?? font.style
        let key = FontKey(family: family, size: font.size, weight: weight, style: style)
        if let known = descriptions[key] { return known }
        let description = pango_font_description_new()!
        // The fallback families go last so characters the chosen face lacks (Arabic, Hebrew,
        // symbols, then emoji) come from DejaVu and Noto Color Emoji rather than whatever
        // fontconfig sorts first.
        let familyList = ([family] + PinnedFonts.fallbackFamilies.filter { $0 != family }).joined(separator: ",")
        pango_font_description_set_family(description, familyList)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight.rawValue)))
        pango_font_description_set_style(description, style == .italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        descriptions[key] = description
        return description
    }

    private static func pangoUnits(_ points: Double) -> Int32 {
        // Round to the nearest 1/1024 pt so a width that is the measured width plus float noise
        // lays out exactly like the measured width (no spurious wrap).
        Int32(clamping: Int((points * Double(PANGO_SCALE)).rounded()))
    }

    private func validate(_ text: String, font: FontDescription, width: Double?, maxLines: Int?) throws {
        if let nul = text.utf8.firstIndex(of: 0) {
            throw TextError.nulCharacter(text: text, offset: text.utf8.distance(from: text.utf8.startIndex, to: nul))
        }
        guard font.size.isFinite, font.size > 0 else { throw TextError.invalidFontSize(font.size) }
        // Pango stores sizes as 32-bit fixed point; anything near that is a mistake, not a font.
        guard font.size <= 100_000 else { throw TextError.invalidFontSize(font.size) }
        guard font.lineSpacing.isFinite, font.lineSpacing > 0 else { throw TextError.invalidLineSpacing(font.lineSpacing) }
        guard font.interlineSpacing.isFinite, font.interlineSpacing >= 0, font.interlineSpacing <= 100_000 else {
            throw TextError.invalidInterlineSpacing(font.interlineSpacing)
        }
        if let width { guard width.isFinite, width >= 0, width <= 1_000_000 else { throw TextError.invalidWidth(width) } }
        if let maxLines, maxLines < 0 { throw TextError.invalidMaxLines(maxLines) }
    }

    /// What `family` resolves to (warning once when it is a substitute).
    private func resolvedFamily(_ family: String) -> ResolvedFamily {
        let resolved: ResolvedFamily
        if let known = resolvedFamilies[family] {
            resolved = known
        } else {
            resolved = fonts.resolve(family: family)
            resolvedFamilies[family] = resolved
        }
        if resolved.substituted { warn(.unavailableFamily(requested: family, used: resolved.family, nearest: resolved.nearest)) }
        return resolved
    }

    /// The font called `name` — a family (`"Comic Neue"`) or a PostScript name
    /// (`"ComicNeue-Bold"`, its weight and style with it) of the pinned fonts or the fonts folder —
    /// at `size` points: what `UIFont(name:size:)` and SwiftUI's `Font.custom(_:size:)` ask.
    /// Throws ``TextError/unknownFont(name:nearest:)`` naming the nearest family for any other name.
    ///
    /// ```swift
    /// let bold = try measurer.font(named: "ComicNeue-Bold", size: 17)   // .bold
    /// try measurer.font(named: "Comic Nue", size: 17)   // unknownFont, nearest: "Comic Neue"
    /// ```
    public func font(named name: String, size: Double) throws -> FontDescription {
        try fonts.names.font(named: name, size: size)
    }

    /// Spans must lie in the text, on character boundaries (Pango would split a character), with
    /// fonts as valid as the text's own.
    private func validate(_ spans: [TextSpan], in text: String) throws {
        guard !spans.isEmpty else { return }
        let utf8 = Array(text.utf8)
        func isBoundary(_ offset: Int) -> Bool { offset == utf8.count || utf8[offset] & 0xC0 != 0x80 }
        for span in spans {
            guard span.range.lowerBound >= 0, span.range.upperBound <= utf8.count,
                  isBoundary(span.range.lowerBound), isBoundary(span.range.upperBound) else {
                throw TextError.invalidSpan(range: span.range, text: text)
            }
            if let font = span.font {
                guard font.size.isFinite, font.size > 0, font.size <= 100_000 else { throw TextError.invalidFontSize(font.size) }
            }
            if let kern = span.kern, !kern.isFinite || abs(kern) > 10_000 { throw TextError.invalidKern(kern) }
        }
    }

    /// Pango attributes for `spans`: a font description per font span, a foreground per colour
    /// span (Pango splits runs where it changes, so each run has one colour), letter spacing per
    /// kerned span.
    private func attributes(_ spans: [TextSpan]) -> OpaquePointer? {
        let list = pango_attr_list_new()
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ range: Range<Int>) {
            guard let attribute else { return }
            attribute.pointee.start_index = guint(range.lowerBound)
            attribute.pointee.end_index = guint(range.upperBound)
            pango_attr_list_insert(list, attribute)   // the list owns it
        }
        for span in spans where !span.range.isEmpty {
            if let font = span.font { insert(pango_attr_font_desc_new(pangoDescription(font, family: resolvedFamily(font.family))), span.range) }
            if let color = span.color {
                func channel(_ value: Double) -> guint16 { guint16((min(max(value, 0), 1) * 65535).rounded()) }
                insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)), span.range)
            }
            if let kern = span.kern, kern != 0 { insert(pango_attr_letter_spacing_new(Self.pangoUnits(kern)), span.range) }
        }
        return list
    }

    /// The UTF-8 ranges of `text` drawn as small capitals, with Pango's variant for each, from
    /// the text's font and its spans' (a span's font replaces the text's there). Lowercase small
    /// caps are Pango's `SMALL_CAPS`, all small caps its `ALL_SMALL_CAPS` (both synthesized since
    /// Pango 1.50 for faces without `smcp`/`c2sc`); uppercase alone has no Pango variant, so its
    /// runs of capitals get `ALL_SMALL_CAPS`, which leaves the lowercase letters around them be.
    static func smallCapsRanges(_ text: String, font: FontDescription, spans: [TextSpan]) -> [(Range<Int>, PangoVariant)] {
        let length = text.utf8.count
        var pieces: [(Range<Int>, FontDescription.SmallCaps)] = []
        if !font.smallCaps.isEmpty { pieces.append((0..<length, font.smallCaps)) }
        for span in spans where !span.range.isEmpty {
            if let spanFont = span.font, spanFont.smallCaps != font.smallCaps { pieces.append((span.range, spanFont.smallCaps)) }
        }
        guard !pieces.isEmpty else { return [] }
        var ranges: [(Range<Int>, PangoVariant)] = []
        for (range, caps) in pieces {
            if caps.isEmpty {
                ranges.append((range, PANGO_VARIANT_NORMAL))
            } else if caps == .lowercase {
                ranges.append((range, PANGO_VARIANT_SMALL_CAPS))
            } else if caps == .all {
                ranges.append((range, PANGO_VARIANT_ALL_SMALL_CAPS))
            } else {
                ranges.append((range, PANGO_VARIANT_NORMAL))
                var offset = 0, runStart: Int?
                for scalar in text.unicodeScalars {
                    let next = offset + UTF8.width(scalar)
                    if offset >= range.lowerBound, next <= range.upperBound, scalar.properties.isUppercase {
                        if runStart == nil { runStart = offset }
                    } else if let start = runStart {
                        ranges.append((start..<offset, PANGO_VARIANT_ALL_SMALL_CAPS))
                        runStart = nil
                    }
                    offset = next
                }
                if let start = runStart { ranges.append((start..<offset, PANGO_VARIANT_ALL_SMALL_CAPS)) }
            }
        }
        return ranges
    }

    private func warn(_ warning: TextWarning) {
        if warned.insert(warning).inserted { warnings.append(warning) }
    }

    private func makeLayout(_ text: String, font: FontDescription, family: ResolvedFamily, width: Int32?, maxLines: Int,
                            alignment: TextRunAlignment, truncation: TextTruncation, spans: [TextSpan]) throws -> TextLayout {
        guard let layout = pango_layout_new(context) else { throw TextError.fontConfigurationFailed("pango_layout_new failed") }
        text.withCString { pango_layout_set_text(layout, $0, -1) }

        // Pango copies the description into the layout.
        pango_layout_set_font_description(layout, pangoDescription(font, family: family))
        // San Francisco is tracked by size, as iOS tracks it; a span's own kern wins where it is set.
        let trackingPoints = tracking(family, size: font.size)
        let smallCaps = Self.smallCapsRanges(text, font: font, spans: spans)
        if !spans.isEmpty || trackingPoints != 0 || !smallCaps.isEmpty,
           let list = spans.isEmpty ? pango_attr_list_new() : attributes(spans) {
            if trackingPoints != 0, let attribute = pango_attr_letter_spacing_new(Self.pangoUnits(trackingPoints)) {
                attribute.pointee.start_index = 0
                attribute.pointee.end_index = guint.max   // PANGO_ATTR_INDEX_TO_TEXT_END
                pango_attr_list_insert_before(list, attribute)
            }
            for (range, variant) in smallCaps {
                guard let attribute = pango_attr_variant_new(variant) else { continue }
                attribute.pointee.start_index = guint(range.lowerBound)
                attribute.pointee.end_index = guint(range.upperBound)
                pango_attr_list_change(list, attribute)   // the list owns it
            }
            pango_layout_set_attributes(layout, list)
            pango_attr_list_unref(list)
        }

        if font.lineSpacing != 1 {
            pango_layout_set_line_spacing(layout, Float(font.lineSpacing))
        } else if font.interlineSpacing > 0 {
            // Pango's own spacing: added between lines only, so measured heights, baselines,
            // ellipsizing and drawing all agree on it.
            pango_layout_set_spacing(layout, Self.pangoUnits(font.interlineSpacing))
        }
        pango_layout_set_wrap(layout, truncation == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        // A clipped single line is not wrapped: it runs on past the frame, which clips it.
        if let width, !(truncation == .clip && maxLines == 1) { pango_layout_set_width(layout, width) }
        switch alignment {
        case .natural, .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .left, .right:
            // Explicit sides never flip: stop Pango from mirroring alignment in RTL paragraphs.
            pango_layout_set_auto_dir(layout, 0)
            pango_layout_set_alignment(layout, alignment == .left ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }

        var isCut = false
        if maxLines > 0, Int(pango_layout_get_line_count(layout)) > maxLines, !truncation.isEllipsized {
            Self.dropLines(after: maxLines, of: layout, text: text)
            isCut = true
        } else if maxLines > 0, Int(pango_layout_get_line_count(layout)) > maxLines {
            switch truncation {
            case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            case .tail, .clip, .wordWrap, .charWrap: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
            // Ellipsizing needs a width; unwrapped text keeps its natural width.
            if width == nil {
                var logical = PangoRectangle()
                pango_layout_get_extents(layout, nil, &logical)
                pango_layout_set_width(layout, logical.width)
            }
            // A negative height limits lines per paragraph; for text with several paragraphs,
            // cut at the bottom of the last line allowed instead.
            pango_layout_set_height(layout, Int32(-maxLines))
            if Int(pango_layout_get_line_count(layout)) > maxLines {
                pango_layout_set_height(layout, Self.bottomOfLine(maxLines - 1, in: layout))
            }
        }

        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        var baselines: [Double] = []
        var rightToLeft: [Bool] = []
        if let iterator = pango_layout_get_iter(layout) {
            repeat {
                baselines.append(Double(pango_layout_iter_get_baseline(iterator) - logical.y) / Double(PANGO_SCALE))
                let line = pango_layout_iter_get_line_readonly(iterator)
                rightToLeft.append(line.map { pango_layout_line_get_resolved_direction($0) == PANGO_DIRECTION_RTL } ?? false)
            } while pango_layout_iter_next_line(iterator) != 0
            pango_layout_iter_free(iterator)
        }
        let unknown = Int(pango_layout_get_unknown_glyphs_count(layout)) > 0 ? Self.unknownCodePoints(in: layout) : []
        if !unknown.isEmpty { warn(.uncoveredCharacters(text: text, codePoints: unknown)) }

        let scale = Double(PANGO_SCALE)
        let metrics = TextMetrics(
            width: Double(logical.width) / scale, height: Double(logical.height) / scale,
            firstBaseline: baselines.first ?? 0, lastBaseline: baselines.last ?? 0,
            lineCount: baselines.count)
        return TextLayout(pangoLayout: layout, metrics: metrics, lineBaselines: baselines, lineIsRightToLeft: rightToLeft,
                          isTruncated: isCut || pango_layout_is_ellipsized(layout) != 0, uncoveredCodePoints: unknown)
    }

    /// The characters of `layout` that no font has a glyph for, in text order, each once (Pango
    /// marks them with their code point in place of a glyph). Spaces are left out: Pango draws
    /// no box for them either.
    private static func unknownCodePoints(in layout: OpaquePointer) -> [UInt32] {
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var found: [(offset: Int32, codePoint: UInt32)] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let glyphs = run.pointee.glyphs,
                  let item = run.pointee.item else { continue }
            for i in 0..<Int(glyphs.pointee.num_glyphs) {
                let id = glyphs.pointee.glyphs[i].glyph
                guard id != TextLayout.emptyGlyph, id & TextLayout.unknownGlyphFlag != 0 else { continue }
                let codePoint = id & ~TextLayout.unknownGlyphFlag
                if codePoint != 0x20 { found.append((item.pointee.offset + glyphs.pointee.log_clusters[i], codePoint)) }
            }
        } while pango_layout_iter_next_run(iterator) != 0
        var seen = Set<UInt32>()
        return found.sorted { $0.offset < $1.offset }.map(\.codePoint).filter { seen.insert($0).inserted }
    }

    /// Keeps the first `count` lines of `layout` by cutting its text where line `count` starts
    /// (without the line break that ends the last line kept, which would add an empty line): the
    /// cut of UIKit's wrapping and clipping modes, which drop lines with no ellipsis.
    private static func dropLines(after count: Int, of layout: OpaquePointer, text: String) {
        guard let line = pango_layout_get_line_readonly(layout, Int32(count)) else { return }
        let bytes = Array(text.utf8)
        var end = min(Int(line.pointee.start_index), bytes.count)
        if end > 0, bytes[end - 1] == 0x0A { end -= 1 }
        if end > 0, bytes[end - 1] == 0x0D { end -= 1 }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32(end)) }
        }
    }

    /// The bottom of line `index` (0-based), in Pango units from the top of the layout.
    private static func bottomOfLine(_ index: Int, in layout: OpaquePointer) -> Int32 {
        guard let iterator = pango_layout_get_iter(layout) else { return 0 }
        defer { pango_layout_iter_free(iterator) }
        var line = 0
        while line < index, pango_layout_iter_next_line(iterator) != 0 { line += 1 }
        var top: Int32 = 0, bottom: Int32 = 0
        pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
        return bottom
    }
}
