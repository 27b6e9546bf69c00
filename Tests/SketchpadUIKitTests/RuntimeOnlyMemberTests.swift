import Foundation
import SketchpadUIKit
import Testing

/// The members that need Apple's runtime and compile here as documented no-ops (the ones that
/// do not compile are checked by `RunScriptTests.uikitMembersThatNeedApplesRuntimeFailToCompileWithWhatToDoInstead`).
@MainActor
@Suite struct RuntimeOnlyMemberTests {
    final class Detail: UIViewController {
        var prepared: String?
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) { prepared = segue.identifier }
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { identifier == "detail" }
    }

    @Test func openingAURLOpensNothingAndCompletesWithFalse() {
        var opened: Bool?
        UIApplication.shared.open(URL(string: "https://example.com")!, options: [:]) { opened = $0 }
        #expect(opened == false)
        #expect(!UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
        #expect(UIApplication.shared.connectedScenes.isEmpty && UIApplication.shared.applicationState == .active)
    }

    @Test func segueOverridesCompileAndASegueRunByHandPresentsItsDestination() {
        let source = Detail(), destination = UIViewController()
        let segue = UIStoryboardSegue(identifier: "detail", source: source, destination: destination)
        source.prepare(for: segue, sender: nil)
        #expect(source.prepared == "detail" && source.shouldPerformSegue(withIdentifier: "detail", sender: nil))
        #expect(UIViewController().shouldPerformSegue(withIdentifier: "any", sender: nil))
        segue.perform()
        #expect(source.presentedViewController === destination)
    }

    @Test func keyboardNotificationsHaveUIKitsNames() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    }
}
