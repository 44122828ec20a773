import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// A controller whose loaded view reports a chosen top safe-area inset (via additional insets
/// inside a window with no inset of its own).
final class SafeAreaSourceController: ViewControllerNode {
    let window = keepAlive(WindowNode(size: CGSize(width: 375, height: 667)))

    /// Loads the view, attaches it to the window and makes it report `top`.
    func report(_ top: CGFloat) {
        if viewIfLoaded?.window == nil { window.addSubview(view) }
        additionalSafeAreaInsets = EdgeInsets(top: top, left: 0, bottom: 0, right: 0)
    }
}

@Suite("Top safe area")
struct TopSafeAreaTests {
    @Test("Device mode ignores view controllers")
    func deviceModeIgnoresViewControllers() {
        let window = keepAlive(WindowNode(size: CGSize(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 123, left: 0, bottom: 0, right: 0)))
        let header = FlexibleHeaderView()
        window.addSubview(header)
        let source = SafeAreaSourceController()
        source.report(44)
        header.topSafeAreaSourceViewController = source
        #expect(header.topSafeAreaInset == 123)
    }

    @Test("Infer mode without a source gives 0")
    func inferModeWithoutSourceGivesZero() {
        let (header, _) = Environment.e20.makeHeader()
        header.inferTopSafeAreaInsetFromViewController = true
        #expect(header.topSafeAreaInset == 0)
    }

    @Test("Infer mode reads the source's view")
    func inferModeReadsSourceView() {
        let header = FlexibleHeaderView()
        let source = SafeAreaSourceController()
        source.report(44)
        header.inferTopSafeAreaInsetFromViewController = true
        header.topSafeAreaSourceViewController = source
        #expect(header.topSafeAreaInset == 44)
        #expect(header.minimumHeight == 100)
    }

    @Test("An unloaded source reads 0 until the header is told about the change")
    func unloadedSourceReadsZeroUntilNotified() {
        let header = FlexibleHeaderView()
        let source = SafeAreaSourceController()
        header.inferTopSafeAreaInsetFromViewController = true
        header.topSafeAreaSourceViewController = source
        #expect(header.topSafeAreaInset == 0)
        source.report(44)
        #expect(header.topSafeAreaInset == 0)
        header.safeAreaInsetsDidChange()
        #expect(header.topSafeAreaInset == 44)
    }

    @Test("A last inset of exactly 20 is sticky while the header hides the status bar")
    func insetOfTwentyStaysWhileHeaderHidesStatusBar() {
        let window = makeClassicWindow()
        let header = FlexibleHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 0))
        window.addSubview(header)
        let source = SafeAreaSourceController()
        source.report(20)
        header.inferTopSafeAreaInsetFromViewController = true
        header.topSafeAreaSourceViewController = source
        header.shiftBehavior = .hideable
        header.shiftHeaderOffScreen(animated: false)
        #expect(header.prefersStatusBarHidden)
        source.report(0)
        header.safeAreaInsetsDidChange()
        #expect(header.topSafeAreaInset == 20)
    }

    @Test("A last inset other than 20 is not sticky")
    func otherInsetsAreNotSticky() {
        let window = makeClassicWindow()
        let header = FlexibleHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 0))
        window.addSubview(header)
        let source = SafeAreaSourceController()
        source.report(44)
        header.inferTopSafeAreaInsetFromViewController = true
        header.topSafeAreaSourceViewController = source
        header.shiftBehavior = .hideable
        header.shiftHeaderOffScreen(animated: false)
        source.report(0)
        header.safeAreaInsetsDidChange()
        #expect(header.topSafeAreaInset == 0)
    }

    @Test("Clearing and setting the source again re-reads it")
    func settingSourceAgainRereadsIt() {
        let header = FlexibleHeaderView()
        let source = SafeAreaSourceController()
        source.report(44)
        header.inferTopSafeAreaInsetFromViewController = true
        header.topSafeAreaSourceViewController = source
        header.topSafeAreaSourceViewController = nil
        #expect(header.topSafeAreaInset == 0)
        source.report(88)
        header.topSafeAreaSourceViewController = source
        #expect(header.topSafeAreaInset == 88)
    }

    @Test("Device mode: safeAreaInsetsDidChange notifies once; setting a source does not")
    func deviceModeNotifiesOnSafeAreaChangeOnly() {
        let (header, _) = Environment.e20.makeHeader()
        let spy = HeaderDelegateSpy()
        header.delegate = spy
        header.safeAreaInsetsDidChange()
        #expect(spy.frameChanges == 1)
        let source = SafeAreaSourceController()
        source.report(44)
        header.topSafeAreaSourceViewController = source
        #expect(spy.frameChanges == 1)
    }
}
