/// One picture of the gallery's first load, as a line of `GET /api/pictures`: the page asks for
/// every picture in one request and shows each as its line arrives, instead of one request per
/// picture (the cost of 400 requests, not of drawing, held the first paint back).
struct PictureLine: Codable, Hashable, Sendable {
    var id: String
    /// The card's version the picture belongs to (the page skips pictures of an older one).
    var version: Int
    var variant: Int
    /// The PNG, base64.
    var png: String
}
