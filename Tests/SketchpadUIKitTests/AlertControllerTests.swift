import Testing
import Sketchpad
import SketchpadUIKit

/// `UIAlertController` and `UIAlertAction` as UIKit has them: stored, presented (recorded, not
/// drawn), and refusing what UIKit refuses with a reported issue instead of a crash.
@MainActor @Suite struct AlertControllerTests {
    @Test func anAlertKeepsItsTitleMessageActionsAndTextFields() {
        let alert = UIAlertController(title: "Rename", message: "A new name", preferredStyle: .alert)
        #expect(alert.title == "Rename")
        #expect(alert.message == "A new name")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.textFields == nil)
        var configured: UITextField?
        alert.addTextField { field in
            field.placeholder = "Name"
            configured = field
        }
        alert.addTextField()
        #expect(alert.textFields?.count == 2)
        #expect(alert.textFields?.first === configured)
        #expect(alert.textFields?.first?.placeholder == "Name")

        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let save = UIAlertAction(title: "Save", style: .default) { _ in }
        save.isEnabled = false
        alert.addAction(cancel)
        alert.addAction(save)
        alert.preferredAction = save
        #expect(alert.actions.map(\.title) == ["Cancel", "Save"])
        #expect(alert.actions.map(\.style) == [.cancel, .default])
        #expect(alert.preferredAction === save)
        #expect(!save.isEnabled)
        let copy = save.copy() as? UIAlertAction
        #expect(copy !== save && copy?.title == "Save" && copy?.isEnabled == false)
        // UIKit's raw values.
        #expect(UIAlertController.Style.actionSheet.rawValue == 0 && UIAlertController.Style.alert.rawValue == 1)
        #expect(UIAlertAction.Style.destructive.rawValue == 2)
    }

    @Test func whatUIKitRefusesIsReportedNotCrashed() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
        sheet.preferredAction = UIAlertAction(title: "Elsewhere", style: .default)
        #expect(sheet.preferredAction == nil)
        let issues = sheet.view.layoutIssues
        #expect(issues.map(\.kind) == [.invalidAlert, .invalidAlert])
        #expect(issues.first?.message.contains(".actionSheet") == true)
        #expect(issues.last?.message.contains("Elsewhere") == true)
    }

    /// Presenting an alert is recorded; a snapshot still shows the presenting screen, unchanged.
    @Test func presentingAnAlertIsRecordedAndTheScreenIsUnchanged() throws {
        let host = UIViewController()
        host.view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Host"
        label.frame = CGRect(x: 20, y: 100, width: 200, height: 30)
        host.view.addSubview(label)
        let before = try Scene(viewController: host, device: .iPhone15).displayList()
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        var completed = false
        host.present(alert, animated: true) { completed = true }
        #expect(completed)
        #expect(host.presentedViewController === alert)
        #expect(alert.presentingViewController === host)
        let after = try Scene(viewController: host, device: .iPhone15).displayList()
        #expect(after == before)
    }
}
