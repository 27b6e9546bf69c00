// The system-declared types real code names most, with the identifiers, parents, filename
// extensions and MIME types of Apple's "System-declared uniform type identifiers" page
// (developer.apple.com/documentation/uniformtypeidentifiers/system-declared-uniform-type-identifiers).
// A type with several parents on Apple platforms keeps the ones listed here.
extension UTType {
    private static func system(_ identifier: String, _ parents: [UTType], _ extensions: [String] = [], _ mimeTypes: [String] = []) -> UTType {
        UTType(declared: identifier, parents: parents, extensions: extensions, mimeTypes: mimeTypes)
    }

    // Abstract types.
    /// The base type for all items (`public.item`).
    public static let item = system("public.item", [])
    /// The base type for content: documents, text, images, audio, video (`public.content`).
    public static let content = system("public.content", [])
    /// Content of several kinds in one, such as a PDF (`public.composite-content`).
    public static let compositeContent = system("public.composite-content", [.content])
    /// A stream of bytes (`public.data`).
    public static let data = system("public.data", [.item])
    /// A file-system directory (`public.directory`).
    public static let directory = system("public.directory", [.item])
    /// A folder the user sees (`public.folder`).
    public static let folder = system("public.folder", [.directory])
    /// A directory shown as one file (`com.apple.package`).
    public static let `package` = system("com.apple.package", [.directory])
    /// A bundle (`com.apple.bundle`).
    public static let bundle = system("com.apple.bundle", [.directory])
    /// An executable item (`public.executable`).
    public static let executable = system("public.executable", [.item])
    /// A symbolic link (`public.symlink`).
    public static let symbolicLink = system("public.symlink", [.item])
    /// An archive of files and directories (`public.archive`).
    public static let archive = system("public.archive", [.data])
    /// A database store (`public.database`).
    public static let database = system("public.database", [.item])
    /// A message (`public.message`).
    public static let message = system("public.message", [.data])
    /// A contact (`public.contact`).
    public static let contact = system("public.contact", [.data])
    /// A calendar event (`public.calendar-event`).
    public static let calendarEvent = system("public.calendar-event", [.data])
    /// A font (`public.font`).
    public static let font = system("public.font", [.data])

    // Links.
    /// A URL (`public.url`).
    public static let url = system("public.url", [.data])
    /// A URL to a file (`public.file-url`).
    public static let fileURL = system("public.file-url", [.url])

    // Text.
    /// Text of any encoding, with or without markup (`public.text`).
    public static let text = system("public.text", [.data, .content])
    /// Text with no markup, in an unspecified encoding (`public.plain-text`).
    public static let plainText = system("public.plain-text", [.text], ["txt", "text"], ["text/plain"])
    /// Plain text in UTF-8 (`public.utf8-plain-text`).
    public static let utf8PlainText = system("public.utf8-plain-text", [.plainText])
    /// Plain text in UTF-16 with a byte-order mark (`public.utf16-plain-text`).
    public static let utf16PlainText = system("public.utf16-plain-text", [.plainText])
    /// Text with delimited values (`public.delimited-values-text`).
    public static let delimitedText = system("public.delimited-values-text", [.text])
    /// Comma-separated values (`public.comma-separated-values-text`).
    public static let commaSeparatedText = system("public.comma-separated-values-text", [.delimitedText], ["csv"], ["text/csv"])
    /// Tab-separated values (`public.tab-separated-values-text`).
    public static let tabSeparatedText = system("public.tab-separated-values-text", [.delimitedText], ["tsv"], ["text/tab-separated-values"])
    /// Rich Text Format (`public.rtf`).
    public static let rtf = system("public.rtf", [.text], ["rtf"], ["text/rtf"])
    /// HTML (`public.html`).
    public static let html = system("public.html", [.text], ["html", "htm"], ["text/html"])
    /// XML (`public.xml`).
    public static let xml = system("public.xml", [.text], ["xml"], ["application/xml", "text/xml"])
    /// YAML (`public.yaml`).
    public static let yaml = system("public.yaml", [.text], ["yaml", "yml"], ["application/x-yaml"])
    /// JSON (`public.json`).
    public static let json = system("public.json", [.text], ["json"], ["application/json"])
    /// Source code of any language (`public.source-code`).
    public static let sourceCode = system("public.source-code", [.plainText])
    /// Swift source (`public.swift-source`).
    public static let swiftSource = system("public.swift-source", [.sourceCode], ["swift"])
    /// A script (`public.script`).
    public static let script = system("public.script", [.sourceCode])
    /// A shell script (`public.shell-script`).
    public static let shellScript = system("public.shell-script", [.script], ["sh", "command"], ["application/x-sh"])
    /// A Python script (`public.python-script`).
    public static let pythonScript = system("public.python-script", [.script], ["py"], ["text/x-python-script"])
    /// JavaScript source (`com.netscape.javascript-source`).
    public static let javaScript = system("com.netscape.javascript-source", [.sourceCode, .executable], ["js"], ["text/javascript"])
    /// A log file (`public.log`).
    public static let log = system("public.log", [.text], ["log"])
    /// A vCard (`public.vcard`).
    public static let vCard = system("public.vcard", [.text, .contact], ["vcf", "vcard"], ["text/vcard", "text/x-vcard"])
    /// An iCalendar file (`com.apple.ical.ics`).
    public static let ics = system("com.apple.ical.ics", [.text, .calendarEvent], ["ics"], ["text/calendar"])
    /// A property list (`com.apple.property-list`).
    public static let propertyList = system("com.apple.property-list", [.data], ["plist"])
    /// An XML property list (`com.apple.xml-property-list`).
    public static let xmlPropertyList = system("com.apple.xml-property-list", [.xml, .propertyList])
    /// A binary property list (`com.apple.binary-property-list`).
    public static let binaryPropertyList = system("com.apple.binary-property-list", [.propertyList])

    // Documents.
    /// PDF (`com.adobe.pdf`).
    public static let pdf = system("com.adobe.pdf", [.data, .compositeContent], ["pdf"], ["application/pdf"])
    /// A spreadsheet (`public.spreadsheet`).
    public static let spreadsheet = system("public.spreadsheet", [.content])
    /// A presentation (`public.presentation`).
    public static let presentation = system("public.presentation", [.compositeContent])
    /// An email message (`public.email-message`).
    public static let emailMessage = system("public.email-message", [.message])

    // Images.
    /// An image (`public.image`).
    public static let image = system("public.image", [.data, .content])
    /// PNG (`public.png`).
    public static let png = system("public.png", [.image], ["png"], ["image/png"])
    /// JPEG (`public.jpeg`).
    public static let jpeg = system("public.jpeg", [.image], ["jpeg", "jpg", "jpe"], ["image/jpeg"])
    /// GIF (`com.compuserve.gif`).
    public static let gif = system("com.compuserve.gif", [.image], ["gif"], ["image/gif"])
    /// TIFF (`public.tiff`).
    public static let tiff = system("public.tiff", [.image], ["tiff", "tif"], ["image/tiff"])
    /// Windows bitmap (`com.microsoft.bmp`).
    public static let bmp = system("com.microsoft.bmp", [.image], ["bmp"], ["image/bmp"])
    /// Windows icon (`com.microsoft.ico`).
    public static let ico = system("com.microsoft.ico", [.image], ["ico"], ["image/vnd.microsoft.icon"])
    /// HEIF (`public.heif`).
    public static let heif = system("public.heif", [.image], ["heif"], ["image/heif"])
    /// HEIC (`public.heic`).
    public static let heic = system("public.heic", [.image], ["heic"], ["image/heic"])
    /// WebP (`org.webmproject.webp`).
    public static let webP = system("org.webmproject.webp", [.image], ["webp"], ["image/webp"])
    /// SVG (`public.svg-image`).
    public static let svg = system("public.svg-image", [.image], ["svg"], ["image/svg+xml"])
    /// A camera's raw image (`public.camera-raw-image`).
    public static let rawImage = system("public.camera-raw-image", [.image])

    // Audio and video.
    /// Audio, video or both (`public.audiovisual-content`).
    public static let audiovisualContent = system("public.audiovisual-content", [.data, .content])
    /// A movie: video, possibly with audio (`public.movie`).
    public static let movie = system("public.movie", [.audiovisualContent])
    /// Video with no audio (`public.video`).
    public static let video = system("public.video", [.movie])
    /// Audio with no video (`public.audio`).
    public static let audio = system("public.audio", [.audiovisualContent])
    /// A QuickTime movie (`com.apple.quicktime-movie`).
    public static let quickTimeMovie = system("com.apple.quicktime-movie", [.movie], ["mov", "qt"], ["video/quicktime"])
    /// An MPEG-4 movie (`public.mpeg-4`).
    public static let mpeg4Movie = system("public.mpeg-4", [.movie], ["mp4", "mpeg4"], ["video/mp4"])
    /// MPEG-4 audio (`public.mpeg-4-audio`).
    public static let mpeg4Audio = system("public.mpeg-4-audio", [.audio], ["m4a"], ["audio/mp4"])
    /// MP3 audio (`public.mp3`).
    public static let mp3 = system("public.mp3", [.audio], ["mp3"], ["audio/mpeg"])
    /// WAV audio (`com.microsoft.waveform-audio`).
    public static let wav = system("com.microsoft.waveform-audio", [.audio], ["wav", "wave"], ["audio/vnd.wave"])

    // Archives.
    /// A zip archive (`public.zip-archive`).
    public static let zip = system("public.zip-archive", [.archive], ["zip"], ["application/zip"])
    /// A gzip archive (`org.gnu.gnu-zip-archive`).
    public static let gzip = system("org.gnu.gnu-zip-archive", [.archive], ["gz", "gzip"], ["application/gzip"])

    /// Every declared type, in a fixed order (the first match wins in the lookups by extension
    /// and MIME type).
    package static let all: [UTType] = [
        .item, .content, .compositeContent, .data, .directory, .folder, .package, .bundle, .executable, .symbolicLink,
        .archive, .database, .message, .contact, .calendarEvent, .font, .url, .fileURL,
        .text, .plainText, .utf8PlainText, .utf16PlainText, .delimitedText, .commaSeparatedText, .tabSeparatedText,
        .rtf, .html, .xml, .yaml, .json, .sourceCode, .swiftSource, .script, .shellScript, .pythonScript, .javaScript,
        .log, .vCard, .ics, .propertyList, .xmlPropertyList, .binaryPropertyList,
        .pdf, .spreadsheet, .presentation, .emailMessage,
        .image, .png, .jpeg, .gif, .tiff, .bmp, .ico, .heif, .heic, .webP, .svg, .rawImage,
        .audiovisualContent, .movie, .video, .audio, .quickTimeMovie, .mpeg4Movie, .mpeg4Audio, .mp3, .wav,
        .zip, .gzip,
    ]

    /// The declared types by lowercased identifier.
    package static let declared: [String: UTType] = Dictionary(all.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
}
