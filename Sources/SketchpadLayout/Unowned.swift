/// An object held without retaining it, for tables whose objects something else keeps alive
/// (see ``EntrySource``): storing, copying and freeing one never touches the object.
struct Unowned<Object: AnyObject> {
    unowned(unsafe) let object: Object

    init(_ object: Object) {
        self.object = object
    }
}
