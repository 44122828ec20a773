import CanopySnapshotTesting
import CanopyUIKit
import Testing

@Suite("A profile screen written for iOS")
struct UIKitProfileScreenTests {
    @Test("The profile screen renders its header over self-sizing posts on an iPhone 15")
    func renders() {
        assertSnapshot(of: ProfileViewController(), on: .iPhone15)
    }

    @Test("Each post's row is as tall as its constraints ask")
    func rowsSizeThemselves() throws {
        let screen = ProfileViewController()
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let short = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let long = try #require(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        // 12 + a body line + 4 + a footnote line + 12, over the 44-point default
        #expect(short.frame.height > 44)
        // The long post wraps to more lines at the width the constraints give its label.
        #expect(long.frame.height > short.frame.height)
    }

    @Test("Setting the layer's corner radius rounds the view itself")
    func layerSpelling() {
        let avatar = UIView()
        avatar.layer.cornerRadius = 36
        avatar.layer.masksToBounds = true
        avatar.layer.borderWidth = 2
        #expect(avatar.cornerRadius == 36 && avatar.clipsToBounds && avatar.borderWidth == 2)
        #expect(avatar.layer.cornerRadius == 36)
    }
}
