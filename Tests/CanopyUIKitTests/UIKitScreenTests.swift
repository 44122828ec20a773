import CanopySnapshotTesting
import CanopyUIKit
import Testing

@Suite("Screens written for iOS")
struct UIKitScreenTests {
    @Test("Material's typical flexible header screen, written for iOS, renders on an iPhone 15")
    func typicalUseHeader() {
        assertSnapshot(of: FlexibleHeaderTypicalUseViewController(), on: .iPhone15)
    }

    @Test("The header written with Material's names collapses as the list scrolls")
    func typicalUseHeaderCollapses() throws {
        // Given the screen in a window
        let screen = FlexibleHeaderTypicalUseViewController()
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let headerView = screen.headerViewController.headerView
        let top = -screen.scrollView.adjustedContentInset.top
        // The heights include the top safe area, Material's default
        #expect(headerView.frame.height == 200)
        // When the list scrolls 300 points
        screen.scrollView.contentOffset.y = top + 300
        // Then the header rests at its minimum height
        #expect(headerView.frame.height == 64)
    }
}

@Suite("UIKit's spellings")
struct UIKitSpellingTests {
    @Test("Fonts spelled as UIKit spells them are the system font at that size and weight")
    func fonts() {
        #expect(UIFont.systemFont(ofSize: 17) == Font.system(size: 17))
        #expect(UIFont.systemFont(ofSize: 17, weight: .medium) == Font.system(size: 17, weight: .medium))
        #expect(UIFont.boldSystemFont(ofSize: 20) == Font.system(size: 20, weight: .bold))
        #expect(UIFont.boldSystemFont(ofSize: 20).pointSize == 20)
        #expect(UIFont.boldSystemFont(ofSize: 20).withSize(12) == Font.system(size: 12, weight: .bold))
    }

    @Test("Index paths name sections before rows, and a short path refuses a write")
    func indexPaths() {
        var path = IndexPath(row: 3, section: 1)
        #expect(Array(path) == [1, 3])
        #expect(path.row == 3 && path.section == 1 && path.item == 3)
        path.row = 5
        #expect(path == IndexPath(item: 5, section: 1))
        #expect(IndexPath(row: 0, section: 2) > IndexPath(row: 9, section: 1))
        var short = IndexPath(index: 4)
        let diagnostics = Diagnostics.capture { short.row = 1 }
        #expect(diagnostics.map(\.code) == ["indexPath.tooShort"])
        #expect(short == IndexPath(index: 4))
        #expect(short.row == NSNotFound)
    }

    @Test("UIKit's type names are Canopy's types, so either spelling is accepted where the other is asked for")
    func typeNames() {
        let scroll: ScrollNode = UIScrollView()
        let view: UIView = scroll
        #expect(view is ScrollNode)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == Color.red)
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let mode: UIView.ContentMode = .scaleAspectFill
        #expect(mode == ContentMode.scaleAspectFill)
        let behavior: UIScrollView.ContentInsetAdjustmentBehavior = .never
        #expect(behavior == ContentInsetAdjustmentBehavior.never)
        #expect(MDCFlexibleHeaderShiftBehavior.enabledWithStatusBar == FlexibleHeaderView.ShiftBehavior.enabledWithStatusBar)
    }
}

@Suite("UIKit's spellings of traits, constraints and text")
struct UIKitCapabilitySpellingTests {
    @Test("Trait values spelled as UIKit spells them keep UIKit's raw values")
    func traitRawValues() {
        #expect(UIUserInterfaceStyle.dark.rawValue == 2)
        #expect(UIUserInterfaceSizeClass.regular.rawValue == 2)
        #expect(UIUserInterfaceIdiom.pad.rawValue == 1)
        #expect(UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
        #expect(UIAccessibilityContrast.high.rawValue == 1)
        #expect(UILegibilityWeight.bold.rawValue == 1)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large < UIContentSizeCategory.extraLarge)
        #expect(NSLineBreakMode.byTruncatingMiddle.rawValue == 5)
    }

    @Test("A trait collection built with UIKit's names carries the style it was given")
    func traitCollection() {
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        #expect(traits.userInterfaceStyle == .dark)
    }

    @Test("Constraints written with UIKit's names place a view as Canopy's do")
    func constraints() {
        // Given a card pinned inside a container with UIKit's spellings
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
        // When it lays out
        container.layoutIfNeeded()
        // Then the card fills the width between the insets
        #expect(card.frame == CGRect(x: 16, y: 8, width: 288, height: 100))
        let priority: UILayoutPriority = .defaultHigh
        #expect(priority.rawValue == 750)
    }

    @Test("A stack view spelled as UIKit spells it lays out its arranged views")
    func stackView() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 10
        let views = [UIView(), UIView(), UIView()]
        for view in views { stack.addArrangedSubview(view) }
        stack.layoutIfNeeded()
        #expect(
            views.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 110, y: 0, width: 100, height: 40),
                CGRect(x: 220, y: 0, width: 100, height: 40),
            ])
    }
}
