import CanopySnapshotTesting
import CanopyUIKit
import Foundation
import Testing

@Suite("Controller idioms written for iOS")
struct UIKitControllerIdiomTests {
    @Test("A controller made with init(nibName:bundle:) sizes from UIScreen.main and animates with UIView.animate")
    func bannerScreen() throws {
        // Given a screen from an iOS code base, shown in an iPhone 15 window
        let window = UIWindow(device: .iPhone15)
        let screen = BannerViewController(message: "Saved")
        window.rootViewController = screen
        window.makeKeyAndVisible()
        // Then the nib initialiser made it, and the banner spans the screen's width
        #expect(screen.nibName == nil)
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        #expect(screen.banner.frame.width == 361)  // 393 points less 16 each side
        // When the banner animates in
        screen.showBanner()
        // Then the model is at its end at once, the drawing half-way and beyond soon after
        #expect(screen.banner.frame.origin.y == 120)
        window.clock.advance(by: 0.15)
        let drawnY = screen.banner.presentation.frame.minY
        #expect(drawnY > -60 && drawnY < 120)
        #expect(!screen.bannerShown)
        _ = window.clock.runUntilIdle()
        #expect(screen.bannerShown)
        #expect(screen.banner.presentation.frame.minY == 120)
    }

    @Test("A nib name is kept but reported: Canopy loads no nibs")
    func nibNameReported() {
        final class NibScreen: UIViewController {}
        let diagnostics = Diagnostics.capture { _ = NibScreen(nibName: "Profile", bundle: nil) }
        #expect(diagnostics.map(\.code) == ["controller.nibUnsupported"])
        #expect(diagnostics.first?.message.contains("\"Profile\"") == true)
    }

    @Test("With no key window UIScreen.main describes an iPhone 15 and says why")
    func mainScreenWithoutWindow() async {
        // A thread of its own has no key window (a pooled task's thread may still hold
        // another test's window).
        let (size, codes) = await withCheckedContinuation { (done: CheckedContinuation<(CGSize, [String]), Never>) in
            Thread {
                var size = CGSize.zero
                let codes = Diagnostics.capture { size = UIScreen.main.bounds.size }.map(\.code)
                done.resume(returning: (size, codes))
            }.start()
        }
        #expect(size == CGSize(width: 393, height: 852))
        #expect(codes == ["screen.noKeyWindow"])
    }

    @Test("A window released stops being the key window")
    func keyWindowIsWeak() {
        do {
            let window = UIWindow(device: .iPhoneSE)
            window.makeKeyAndVisible()
            #expect(window.isKeyWindow)
            #expect(UIScreen.main.scale == 2)
        }
        #expect(UIWindow.keyWindow == nil)
    }
}
